import type { Paise } from '@shared/money';
import type { CreateMarketInput } from '@shared/schemas/exchange';
import { adminAuth, createPlayer, type TestApp } from './test-app';
import { checkLedger, getPlayerBalances, houseAccount, playerAccount, transfer } from '../modules/ledger';
import { ensureHouseFunded, exchangeCacheFor } from '../modules/exchange';

// Shared by the exchange's tests: markets made through the operator API, funded players, bets
// placed through the API, and balances read from the ledger in rupees.

export type Player = Awaited<ReturnType<typeof createPlayer>>;
export type MarketFixture = { eventId: number; marketId: number; runnerIds: number[] };

type MarketOptions = Partial<Omit<CreateMarketInput, 'runners'>> & {
  runners?: CreateMarketInput['runners'];
  sport?: string;
  inPlay?: boolean;
};

export async function createMarketFixture(t: TestApp, options: MarketOptions = {}): Promise<MarketFixture> {
  const admin = await adminAuth(t);
  await ensureHouseFunded(t.db, exchangeCacheFor(t.db));
  const { sport = 'cricket', inPlay = false, runners = [{ name: 'Home' }, { name: 'Away' }], ...market } = options;
  const event = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: { authorization: admin.authorization },
    payload: { sport, team1: 'Home', team2: 'Away', start_time: new Date(Date.now() + 3600_000).toISOString(), in_play: inPlay },
  });
  if (event.statusCode !== 201) throw new Error(`event: ${event.body}`);
  const eventId = event.json().data.event.id as number;
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/markets`,
    headers: { authorization: admin.authorization },
    payload: { name: 'Match Odds', type: 'match_odds', max_stake: 100_000, ...market, runners },
  });
  if (created.statusCode !== 201) throw new Error(`market: ${created.body}`);
  const data = created.json().data.market as { id: number; runners: Array<{ id: number }> };
  return { eventId, marketId: data.id, runnerIds: data.runners.map((runner) => runner.id) };
}

/** A player with `rupees` deposited into main through the ledger. */
export async function fundedPlayer(t: TestApp, rupees: number): Promise<Player> {
  const player = await createPlayer(t);
  if (rupees > 0) {
    await t.db.transaction(async (tx) => {
      const cash = await houseAccount(tx, 'house_cash', 'real');
      const main = await playerAccount(tx, player.id, 'main');
      await transfer(tx, { from: cash, to: main, amount: Math.round(rupees * 100) as Paise, kind: 'deposit', reference: `test-deposit:${player.id}` });
    });
  }
  return player;
}

export type BetBody = { market_id: number; runner_id: number; side: 'back' | 'lay'; price: number; stake: number; [extra: string]: unknown };

export function placeBet(t: TestApp, player: Player, body: BetBody, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/bets/place', headers: { ...player.auth, ...headers }, payload: body });
}

/** The player's main (available) and exposure balances in rupees. */
export async function balancesOf(t: TestApp, player: { id: number }): Promise<{ main: number; exposure: number }> {
  const balances = await getPlayerBalances(t.db, player.id);
  return { main: balances.main / 100, exposure: balances.exposure / 100 };
}

export async function settle(t: TestApp, marketId: number, body: Record<string, unknown>, path: 'settle' | 'resettle' = 'settle') {
  const admin = await adminAuth(t);
  // A resettlement is a correction: it names a reason and is confirmed (a test may override either).
  const payload = path === 'resettle' ? { reason: 'Result corrected in a test', confirm: true, ...body } : body;
  return t.app.inject({ method: 'POST', url: `/api/admin/markets/${marketId}/${path}`, headers: { authorization: admin.authorization }, payload });
}

export async function setMarketStatus(t: TestApp, marketId: number, status: 'OPEN' | 'SUSPENDED' | 'CLOSED') {
  const admin = await adminAuth(t);
  return t.app.inject({ method: 'POST', url: `/api/admin/markets/${marketId}/status`, headers: { authorization: admin.authorization }, payload: { status } });
}

export async function expectLedgerBalanced(t: TestApp): Promise<void> {
  const check = await checkLedger(t.db);
  if (!check.balanced) throw new Error(`ledger is not balanced: ${JSON.stringify(check)}`);
}
