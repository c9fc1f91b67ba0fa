import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WalletAnswer } from '@shared/schemas/casino';
import { onPostgres, type TestApp } from '@server/test/test-app';
import { findSessionUser } from '@server/http/session-lookup';
import { checkLedger } from '@server/modules/ledger';
import { hashSessionToken, openGameSession } from '../launch/game-sessions';
import { createCasinoTestApp, createFundedPlayer, mainRupees } from '@server/test/casino-support';
import { applyWalletOps, type WalletApplyOp } from './wallet-operations';

// casino_wallet_apply (db/functions/casino_wallet_apply.sql) takes a whole batch of stakes and wins in one statement,
// deciding each in order in memory and writing them together. These tests give it batches the
// aggregators' callbacks can make (several players, one player many times, the same transaction
// id twice, unknown sessions, a transaction id taken by another writer meanwhile) and check each
// answer and the books.

let t: TestApp;
let provider = { id: 0, gameId: 0 };
beforeAll(async () => {
  t = await createCasinoTestApp();
  const found = await t.db.execute<{ id: number; game_id: number }>(sql`
    SELECT p.id, g.id AS game_id FROM casino_providers p JOIN casino_games g ON g.provider_id = p.id
     WHERE p.key = 'royal-gaming' ORDER BY g.id LIMIT 1`);
  const row = found.rows[0];
  if (!row) throw new Error('no royal-gaming game in the seed');
  provider = { id: Number(row.id), gameId: Number(row.game_id) };
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  expect((await checkLedger(t.db)).balanced).toBe(true);
});

let txCounter = 0;
const nextTx = (label: string) => `${label}-${process.pid}-${(txCounter += 1)}`;

async function playerWithSession(rupees: number, ttlMs = 3600_000) {
  const player = await createFundedPlayer(t, rupees);
  const signIn = await findSessionUser(t.db, player.token);
  if (!signIn) throw new Error('the player is not signed in');
  const session = await openGameSession(t.db, { userId: player.id, signInId: signIn.sessionId, providerId: provider.id, gameId: provider.gameId, ttlMs });
  const op = (kind: 'debit' | 'credit', txId: string, rupeesAmount: number): WalletApplyOp => ({
    op: kind,
    provider_id: provider.id,
    tx_id: txId,
    round_id: txId,
    amount: Math.round(rupeesAmount * 100),
    token_hash: hashSessionToken(session.token),
    player_id: null,
  });
  return { ...player, session, op };
}

const statuses = (answers: WalletAnswer[]) => answers.map((answer) => answer.status);
const balances = (answers: WalletAnswer[]) => answers.map((answer) => answer.balance);

const transfersOf = async (userId: number) =>
  Number(
    (
      await t.db.execute<{ n: number }>(sql`
        SELECT count(*) AS n FROM transfers t JOIN accounts a ON a.id IN (t.debit_account_id, t.credit_account_id)
         WHERE a.user_id = ${userId} AND t.kind IN ('casino_debit', 'casino_credit')`)
    ).rows[0]?.n ?? 0,
  );

describe('a batch of stakes and wins (casino_wallet_apply)', () => {
  it('answers each operation in order with its own balance after, across players', async () => {
    const a = await playerWithSession(100);
    const b = await playerWithSession(50);
    const answers = await applyWalletOps(t.db, [
      a.op('debit', nextTx('a1'), 10),
      b.op('debit', nextTx('b1'), 20),
      a.op('credit', nextTx('a2'), 25),
      b.op('credit', nextTx('b2'), 0),
      a.op('debit', nextTx('a3'), 5.5),
    ]);
    expect(statuses(answers)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
    expect(balances(answers)).toEqual([90, 30, 115, 30, 109.5]);
    expect(new Set(answers.map((answer) => answer.transaction_id)).size).toBe(5);
    expect(await mainRupees(t, a.id)).toBe(109.5);
    expect(await mainRupees(t, b.id)).toBe(30);
  });

  it("moves one player's balance through the batch: stakes past it are refused with what is there, a win in between counts", async () => {
    const p = await playerWithSession(30);
    const answers = await applyWalletOps(t.db, [
      p.op('debit', nextTx('d'), 20),
      p.op('debit', nextTx('d'), 20),
      p.op('credit', nextTx('c'), 15),
      p.op('debit', nextTx('d'), 20),
      p.op('debit', nextTx('d'), 5.01),
    ]);
    expect(statuses(answers)).toEqual(['OK', 'INSUFFICIENT_FUNDS', 'OK', 'OK', 'INSUFFICIENT_FUNDS']);
    expect(balances(answers)).toEqual([10, 10, 25, 5, 5]);
    expect(answers[1]?.message).toBe('Insufficient balance');
    expect(await mainRupees(t, p.id)).toBe(5);
    expect(await transfersOf(p.id)).toBe(3);
  });

  it('answers the same transaction id twice in one batch once: the repeat gets the first answer, another amount a mismatch', async () => {
    const p = await playerWithSession(100);
    const bet = nextTx('bet');
    const answers = await applyWalletOps(t.db, [
      p.op('debit', bet, 10),
      p.op('debit', nextTx('other'), 1),
      p.op('debit', bet, 10),
      p.op('debit', bet, 11),
      p.op('credit', bet, 10),
    ]);
    expect(statuses(answers)).toEqual(['OK', 'OK', 'OK', 'TRANSACTION_MISMATCH', 'TRANSACTION_MISMATCH']);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[3]?.balance).toBe(89);
    expect(await mainRupees(t, p.id)).toBe(89);
    expect(await transfersOf(p.id)).toBe(2);
  });

  it('repeats a refused stake within the batch and in a later one with the first answer', async () => {
    const p = await playerWithSession(5);
    const bet = nextTx('bet');
    const first = await applyWalletOps(t.db, [p.op('debit', bet, 10), p.op('credit', nextTx('win'), 20), p.op('debit', bet, 10)]);
    expect(statuses(first)).toEqual(['INSUFFICIENT_FUNDS', 'OK', 'INSUFFICIENT_FUNDS']);
    // The refusal stays a refusal with the balance it was given, though the money is there now.
    expect(first[2]).toEqual(first[0]);
    expect(first[0]?.balance).toBe(5);
    const later = await applyWalletOps(t.db, [p.op('debit', bet, 10)]);
    expect(later[0]).toEqual(first[0]);
    expect(await mainRupees(t, p.id)).toBe(25);
  });

  it('answers a repeat of an earlier batch from what that batch did, with the balance after it then', async () => {
    const p = await playerWithSession(100);
    const bet = nextTx('bet');
    const win = nextTx('win');
    const first = await applyWalletOps(t.db, [p.op('debit', bet, 10), p.op('credit', win, 30)]);
    await applyWalletOps(t.db, [p.op('debit', nextTx('bet'), 50)]);
    const again = await applyWalletOps(t.db, [p.op('credit', win, 30), p.op('debit', bet, 10), p.op('debit', bet, 12)]);
    expect(again[0]).toEqual(first[1]);
    expect(again[1]).toEqual(first[0]);
    expect(again[2]).toMatchObject({ status: 'TRANSACTION_MISMATCH', balance: 70 });
    expect(await mainRupees(t, p.id)).toBe(70);
  });

  it('keeps zero amounts: OK with the balance, nothing moved, the same answer on a repeat', async () => {
    const p = await playerWithSession(40);
    const win = nextTx('win');
    const answers = await applyWalletOps(t.db, [p.op('debit', nextTx('bet'), 0), p.op('credit', win, 0), p.op('credit', win, 0)]);
    expect(statuses(answers)).toEqual(['OK', 'OK', 'OK']);
    expect(balances(answers)).toEqual([40, 40, 40]);
    expect(answers[2]).toEqual(answers[1]);
    expect(await transfersOf(p.id)).toBe(0);
  });

  it('refuses what it must without failing the rest of the batch: unknown session, expired session, no money', async () => {
    const live = await playerWithSession(10);
    const expired = await playerWithSession(10, -1_000);
    const broke = await playerWithSession(0);
    const stranger: WalletApplyOp = { ...live.op('debit', nextTx('x'), 1), token_hash: hashSessionToken('no-such-token') };
    const expiredWin = nextTx('win');
    const answers = await applyWalletOps(t.db, [
      stranger,
      expired.op('debit', nextTx('bet'), 1),
      expired.op('credit', expiredWin, 2),
      broke.op('debit', nextTx('bet'), 1),
      broke.op('credit', nextTx('win'), 3),
      live.op('debit', nextTx('bet'), 4),
    ]);
    expect(statuses(answers)).toEqual(['SESSION_NOT_FOUND', 'SESSION_EXPIRED', 'OK', 'INSUFFICIENT_FUNDS', 'OK', 'OK']);
    expect(balances(answers)).toEqual([undefined, 10, 12, 0, 3, 6]);
    // A player who never had a main account is paid into a new one.
    expect(await mainRupees(t, broke.id)).toBe(3);
  });

  it('refuses a session named with another player id', async () => {
    const p = await playerWithSession(10);
    const [answer] = await applyWalletOps(t.db, [{ ...p.op('debit', nextTx('bet'), 1), player_id: String(p.id + 1) }]);
    expect(answer?.status).toBe('SESSION_NOT_FOUND');
    expect(await mainRupees(t, p.id)).toBe(10);
  });

  it("answers each stake and win with the balance the ledger wrote on its entry, the entries in the batch's order", async () => {
    const a = await playerWithSession(100);
    const b = await playerWithSession(20);
    const answers = await applyWalletOps(t.db, [
      a.op('debit', nextTx('a'), 30),
      b.op('debit', nextTx('b'), 25),
      b.op('credit', nextTx('b'), 7.5),
      a.op('credit', nextTx('a'), 12),
      a.op('debit', nextTx('a'), 0.25),
    ]);
    expect(statuses(answers)).toEqual(['OK', 'INSUFFICIENT_FUNDS', 'OK', 'OK', 'OK']);
    const moved = answers.filter((_answer, i) => i !== 1);
    const entries = await t.db.execute<{ id: number; reference: string; kind: string; main_after: number }>(sql`
      SELECT t.id, t.reference, t.kind,
             CASE WHEN t.kind = 'casino_debit' THEN t.debit_balance_after ELSE t.credit_balance_after END AS main_after
        FROM transfers t WHERE t.reference = ANY(${`{${moved.map((answer) => `casino_tx:${answer.transaction_id}`).join(',')}}`}::text[])
       ORDER BY t.id`);
    expect(entries.rows.map((row) => row.reference)).toEqual(moved.map((answer) => `casino_tx:${answer.transaction_id}`));
    expect(entries.rows.map((row) => row.kind)).toEqual(['casino_debit', 'casino_credit', 'casino_credit', 'casino_debit']);
    expect(entries.rows.map((row) => Number(row.main_after) / 100)).toEqual(balances(moved));
  });

  it('moves its money only through ledger_transfer: when the ledger does not answer ok, the batch fails whole', async () => {
    const p = await playerWithSession(50);
    const bet = nextTx('bet');
    // Inside a transaction rolled back after, the ledger's function refuses everything.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`
          CREATE OR REPLACE FUNCTION ledger_transfer(p_legs jsonb)
          RETURNS TABLE (status text, ids bigint[], debit_before bigint[], debit_after bigint[], credit_before bigint[], credit_after bigint[])
          LANGUAGE sql AS $$ SELECT 'insufficient'::text, NULL::bigint[], NULL::bigint[], NULL::bigint[], NULL::bigint[], NULL::bigint[] $$`);
        await applyWalletOps(tx, [p.op('debit', bet, 10), p.op('credit', nextTx('win'), 5)]);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/ledger_transfer answered insufficient/) } });
    expect(await mainRupees(t, p.id)).toBe(50);
    expect(await transfersOf(p.id)).toBe(0);
    // Nothing of the batch was kept: the same stake goes through once the ledger is back.
    const [answer] = await applyWalletOps(t.db, [p.op('debit', bet, 10)]);
    expect(answer).toMatchObject({ status: 'OK', balance: 40 });
  });

  it.runIf(onPostgres)('answers a repeat when another transaction takes the same id while the batch runs', async () => {
    const p = await playerWithSession(100);
    const bet = nextTx('bet');
    // Another writer holds a row for this id, uncommitted, while the batch looks and inserts. It
    // locks none of the batch's accounts, so the batch gets as far as its insert and must wait.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const other = t.db.transaction(async (tx) => {
      await tx.execute(sql`
        INSERT INTO casino_wallet_transactions (provider_id, provider_tx_id, kind, user_id, session_id, game_id, round_id, amount, status, answer)
        VALUES (${provider.id}, ${bet}, 'debit', ${p.id}, ${p.session.id}, ${provider.gameId}, ${bet}, 1000, 'refused',
                '{"success": false, "status": "INSUFFICIENT_FUNDS", "balance": 0, "currency": "INR", "message": "held"}'::jsonb)`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const batch = applyWalletOps(t.db, [p.op('debit', nextTx('bet'), 1), p.op('debit', bet, 10)]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    await other;
    const answers = await batch;
    expect(statuses(answers)).toEqual(['OK', 'INSUFFICIENT_FUNDS']);
    expect(answers[1]?.message).toBe('held');
    // The batch ran again from the start: the other stake was taken once, not twice.
    expect(await mainRupees(t, p.id)).toBe(99);
    expect(await transfersOf(p.id)).toBe(1);
  });

  it.runIf(onPostgres)('takes each transaction id once when batches with the same ids race', async () => {
    const players = await Promise.all(Array.from({ length: 4 }, () => playerWithSession(1000)));
    const ops = players.flatMap((p, i) =>
      Array.from({ length: 10 }, (_, k) => p.op(k % 2 === 0 ? 'debit' : 'credit', `race-${process.pid}-${txCounter}-${i}-${k}`, 7 + k)),
    );
    txCounter += 1;
    const shuffled = (seed: number) => [...ops].sort((x, y) => ((x.tx_id.length * 31 + seed * y.tx_id.charCodeAt(y.tx_id.length - 1)) % 7) - 3);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => applyWalletOps(t.db, i % 2 === 0 ? ops : shuffled(i))));
    const byTx = new Map<string, string>();
    results.forEach((answers, i) => {
      const batch = i % 2 === 0 ? ops : shuffled(i);
      answers.forEach((answer, k) => {
        const txId = batch[k]?.tx_id ?? '';
        expect(answer.status).toBe('OK');
        const seen = byTx.get(txId);
        if (seen) expect(JSON.stringify(answer)).toBe(seen);
        else byTx.set(txId, JSON.stringify(answer));
      });
    });
    for (const p of players) {
      // Five stakes of 7, 9, 11, 13, 15 and five wins of 8, 10, 12, 14, 16, each once.
      expect(await mainRupees(t, p.id)).toBe(1005);
      expect(await transfersOf(p.id)).toBe(10);
    }
  });
});
