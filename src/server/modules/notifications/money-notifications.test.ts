import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createPlayer, createTestApp, type TestApp } from '@server/test/test-app';
import { createMarketFixture, fundedPlayer, placeBet, settle } from '@server/test/exchange-fixtures';
import { walletSeed } from '@server/modules/payments';
import { addAccount, fund, paymentOptionId, PNG_1x1, submitDeposit, submitWithdrawal, uniqueUtr, WITHDRAW_PASSWORD } from '@server/test/payments-helpers';

// What the player is told, in their notifications, when their money moves: deposits decided,
// withdrawals paid or rejected, and each market they had a position in settled, with the amount.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ seed: [walletSeed] });
  admin = { authorization: (await adminAuth(t)).authorization };
});
afterAll(() => t.close());

const messages = async (auth: { authorization: string }): Promise<string[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/user/notifications', headers: auth })).json().data.notifications.map((n: { message: string }) => n.message);

describe('money notifications', () => {
  it('tell the player of a deposit approved or rejected, with the amount', async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 45_000);
    const rejected = await submitDeposit(t, player.auth, {
      amount: 500,
      payment_option_id: await paymentOptionId(t),
      utr_number: uniqueUtr(),
      receipt_file: PNG_1x1,
    });
    const id = rejected.json().data.deposit.id as number;
    await t.app.inject({ method: 'POST', url: `/api/admin/deposits/${id}/reject`, headers: admin, payload: { reason: 'UTR not found' } });
    expect(await messages(player.auth)).toEqual([
      'Your deposit of ₹500.00 was rejected: UTR not found',
      'Your deposit of ₹45,000.00 was approved and added to your balance.',
    ]);
  });

  it('tell the player of a withdrawal paid, and of one rejected and returned', async () => {
    const player = await createPlayer(t);
    await fund(t, player.auth, admin, 5000);
    const account = await addAccount(t, player.auth);
    const paid = await submitWithdrawal(t, player.auth, { amount: 1000, account_id: account, withdraw_password: WITHDRAW_PASSWORD });
    await t.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${paid.json().data.withdrawal.id}/approve`, headers: admin });
    const back = await submitWithdrawal(t, player.auth, { amount: 200, account_id: account, withdraw_password: WITHDRAW_PASSWORD });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${back.json().data.withdrawal.id}/reject`,
      headers: admin,
      payload: { reason: 'Name mismatch' },
    });
    const told = await messages(player.auth);
    expect(told.slice(0, 2)).toEqual([
      'Your withdrawal of ₹200.00 was rejected and returned to your balance: Name mismatch',
      'Your withdrawal of ₹1,000.00 was paid to your bank account.',
    ]);
  });

  it('tell each player how a market settled for them, and nobody else', async () => {
    const backer = await fundedPlayer(t, 5000);
    const layer = await fundedPlayer(t, 5000);
    const bystander = await fundedPlayer(t, 5000);
    const market = await createMarketFixture(t);
    const [home = 0] = market.runnerIds;
    await placeBet(t, layer, { market_id: market.marketId, runner_id: home, side: 'lay', price: 2.5, stake: 200 });
    await placeBet(t, backer, { market_id: market.marketId, runner_id: home, side: 'back', price: 2.5, stake: 200 });
    await settle(t, market.marketId, { winner_runner_id: home });
    expect(await messages(backer.auth)).toEqual(['Home v Away, Match Odds settled: you won ₹300.00.']);
    expect(await messages(layer.auth)).toEqual([
      'Home v Away, Match Odds settled: you lost ₹300.00.',
      'Bet matched: Home v Away, Match Odds: Lay Home at 2.50, ₹200.00 matched.',
    ]);
    expect(await messages(bystander.auth)).toEqual([]);
  });
});
