import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise, type Paise } from '@shared/money';
import { AppError } from '@server/errors';
import { adminAuth, createPlayer, createTestApp, onPostgres, type TestApp } from '@server/test/test-app';
import { addBankAccount, deleteBankAccount } from '@server/modules/banks';
import { checkLedger, getPlayerBalances, houseAccount } from '../ledger';
import { approveDeposit, rejectDeposit } from './decide-deposit';
import { decideWithdrawal } from './decide-withdrawal';
import { walletSeed } from './seed';
import { submitDeposit } from './submit-deposit';
import { submitWithdrawal } from './submit-withdrawal';
import { paymentOptionId, PNG_1x1, uniqueUtr } from '@server/test/payments-helpers';

// Random sequences of deposits, decisions, withdrawals and account deletions for three players,
// run against the real domain functions and database; after every step each balance must equal
// a plain model of it and every ledger invariant must hold.

const PLAYERS = 3;
const DEPOSIT_LIMIT = 5_000_000; // ₹50,000 a day
const WITHDRAWAL_LIMIT = 2_500_000; // ₹25,000 a day

const player = fc.nat({ max: PLAYERS - 1 });
const pick = fc.nat({ max: 50 });
const action = fc.oneof(
  fc.record({ type: fc.constant('deposit' as const), player, rupees: fc.constantFrom(100, 250.5, 1_000, 20_000, 49_999.99) }),
  fc.record({ type: fc.constant('approve' as const), pick }),
  fc.record({ type: fc.constant('reject-deposit' as const), pick }),
  fc.record({ type: fc.constant('add-account' as const), player }),
  fc.record({ type: fc.constant('delete-account' as const), player, pick }),
  fc.record({ type: fc.constant('withdraw' as const), player, pick, rupees: fc.constantFrom(100, 150.25, 999.99, 5_000, 24_000, 30_000) }),
  fc.record({ type: fc.constant('pay' as const), pick }),
  fc.record({ type: fc.constant('reject-withdrawal' as const), pick }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

type Model = {
  main: number[];
  hold: number[];
  depositedToday: number[];
  withdrawnToday: number[];
  houseCash: number;
  deposits: { id: number; player: number; amount: number; status: 'processing' | 'approved' | 'rejected' }[];
  withdrawals: { id: number; player: number; amount: number; status: 'processing' | 'paid' | 'rejected' }[];
  accounts: { id: number; player: number; active: boolean }[];
};

let t: TestApp;
let operatorId: number;
let option: number;
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  operatorId = (await adminAuth(t)).id;
  option = await paymentOptionId(t);
});
afterAll(() => t.close());

/** Runs fn; returns the AppError code it threw, or 'ok'. */
async function outcome(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

async function step(a: Action, users: number[], m: Model): Promise<void> {
  const userOf = (index: number) => users[index] ?? 0;
  const decision = { operatorId };
  switch (a.type) {
    case 'deposit': {
      const amount = toPaise(a.rupees);
      const fits = (m.depositedToday[a.player] ?? 0) + amount <= DEPOSIT_LIMIT;
      let id = 0;
      const got = await outcome(async () => {
        id = (
          await t.db.transaction((tx) =>
            submitDeposit(tx, userOf(a.player), {
              amount,
              paymentOptionId: option,
              utr: uniqueUtr(),
              receipt: { contentType: 'image/png', bytes: Buffer.from(PNG_1x1, 'base64') },
            }),
          )
        ).id;
      });
      expect(got).toBe(fits ? 'ok' : 'UNPROCESSABLE');
      if (fits) {
        m.deposits.push({ id, player: a.player, amount, status: 'processing' });
        m.depositedToday[a.player] = (m.depositedToday[a.player] ?? 0) + amount;
      }
      return;
    }
    case 'approve':
    case 'reject-deposit': {
      const deposit = m.deposits[a.pick % Math.max(1, m.deposits.length)];
      if (!deposit) return;
      const got = await outcome(() =>
        t.db.transaction((tx) => (a.type === 'approve' ? approveDeposit(tx, deposit.id, decision) : rejectDeposit(tx, deposit.id, 'model says no', decision))),
      );
      expect(got).toBe(deposit.status === 'processing' ? 'ok' : 'CONFLICT');
      if (deposit.status !== 'processing') return;
      if (a.type === 'approve') {
        deposit.status = 'approved';
        m.main[deposit.player] = (m.main[deposit.player] ?? 0) + deposit.amount;
        m.houseCash -= deposit.amount;
      } else {
        deposit.status = 'rejected';
        m.depositedToday[deposit.player] = (m.depositedToday[deposit.player] ?? 0) - deposit.amount;
      }
      return;
    }
    case 'add-account': {
      const account = await addBankAccount(t.db, userOf(a.player), {
        bank_name: 'HDFC Bank',
        account_holder_name: 'Model Player',
        account_number: String(100_000_000_000 + m.accounts.length + Math.floor(Math.random() * 1e9)),
        ifsc_code: 'HDFC0000001',
      });
      m.accounts.push({ id: account.id, player: a.player, active: true });
      return;
    }
    case 'delete-account': {
      const account = m.accounts[a.pick % Math.max(1, m.accounts.length)];
      if (!account) return;
      // Players try to delete any account id, their own or not.
      const got = await outcome(() => deleteBankAccount(t.db, userOf(a.player), account.id));
      const isOwnActive = account.player === a.player && account.active;
      expect(got).toBe(isOwnActive ? 'ok' : 'NOT_FOUND');
      if (isOwnActive) account.active = false;
      return;
    }
    case 'withdraw': {
      const account = m.accounts[a.pick % Math.max(1, m.accounts.length)];
      if (!account) return;
      const amount = toPaise(a.rupees);
      const main = m.main[a.player] ?? 0;
      const expected =
        account.player !== a.player || !account.active
          ? 'NOT_FOUND'
          : main < amount
            ? 'INSUFFICIENT_BALANCE'
            : (m.withdrawnToday[a.player] ?? 0) + amount > WITHDRAWAL_LIMIT
              ? 'UNPROCESSABLE'
              : 'ok';
      let id = 0;
      const got = await outcome(async () => {
        id = (await t.db.transaction((tx) => submitWithdrawal(tx, userOf(a.player), { amount: amount as Paise, accountId: account.id, withdrawPassword: '' })))
          .id;
      });
      expect(got).toBe(expected);
      if (got === 'ok') {
        m.withdrawals.push({ id, player: a.player, amount, status: 'processing' });
        m.main[a.player] = main - amount;
        m.hold[a.player] = (m.hold[a.player] ?? 0) + amount;
        m.withdrawnToday[a.player] = (m.withdrawnToday[a.player] ?? 0) + amount;
      }
      return;
    }
    case 'pay':
    case 'reject-withdrawal': {
      const withdrawal = m.withdrawals[a.pick % Math.max(1, m.withdrawals.length)];
      if (!withdrawal) return;
      const outcomeOf = a.type === 'pay' ? ({ status: 'paid' } as const) : ({ status: 'rejected', reason: 'model says no' } as const);
      const got = await outcome(() => t.db.transaction((tx) => decideWithdrawal(tx, withdrawal.id, outcomeOf, decision)));
      expect(got).toBe(withdrawal.status === 'processing' ? 'ok' : 'CONFLICT');
      if (withdrawal.status !== 'processing') return;
      m.hold[withdrawal.player] = (m.hold[withdrawal.player] ?? 0) - withdrawal.amount;
      if (a.type === 'pay') {
        withdrawal.status = 'paid';
        m.houseCash += withdrawal.amount;
      } else {
        withdrawal.status = 'rejected';
        m.main[withdrawal.player] = (m.main[withdrawal.player] ?? 0) + withdrawal.amount;
        m.withdrawnToday[withdrawal.player] = (m.withdrawnToday[withdrawal.player] ?? 0) - withdrawal.amount;
      }
    }
  }
}

async function houseCashBalance(): Promise<number> {
  const id = await houseAccount(t.db, 'house_cash', 'real');
  const result = await t.db.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE id = ${id}`);
  return Number(result.rows[0]?.balance ?? 0);
}

describe('payments against a model', () => {
  it('keeps every balance equal to the model and the ledger balanced after each step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: onPostgres ? 40 : 25 }), async (actions) => {
        const users = [];
        for (let i = 0; i < PLAYERS; i += 1) users.push((await createPlayer(t)).id);
        const model: Model = {
          main: users.map(() => 0),
          hold: users.map(() => 0),
          depositedToday: users.map(() => 0),
          withdrawnToday: users.map(() => 0),
          houseCash: await houseCashBalance(),
          deposits: [],
          withdrawals: [],
          accounts: [],
        };
        for (const a of actions) {
          await step(a, users, model);
          for (const [index, userId] of users.entries()) {
            const balances = await getPlayerBalances(t.db, userId);
            expect({ player: index, main: balances.main, hold: balances.withdrawalHold, bonus: balances.bonus }).toEqual({
              player: index,
              main: model.main[index],
              hold: model.hold[index],
              bonus: 0,
            });
          }
          expect(await houseCashBalance()).toBe(model.houseCash);
          const check = await checkLedger(t.db);
          expect(check).toMatchObject({
            balanced: true,
            real: { totalBalance: 0 },
            play: { totalBalance: 0 },
            crossingTransfers: 0,
            mismatchedAccounts: 0,
            negativePlayerAccounts: 0,
            brokenChains: 0,
          });
        }
      }),
      { numRuns: onPostgres ? 30 : 12 },
    );
  }, 600_000);
});
