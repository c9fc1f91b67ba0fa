import { eq } from 'drizzle-orm';
import { toPaise } from '@shared/money';
import { casinoProviders } from '../db/schema';
import { createPlayer, createTestApp, type TestApp } from './test-app';
import { getPlayerBalances, houseAccount, playerAccount, transfer } from '../modules/ledger';
import { casinoSeedPart, periodAt, startFakeAggregator, type FakeAggregator } from '@server/modules/casino';

// Shared by the casino's tests: an app with the catalogue seeded, and players with money.

export function createCasinoTestApp(): Promise<TestApp> {
  return createTestApp({ seed: [casinoSeedPart] });
}

/**
 * A casino test app listening on a free port, with a fake aggregator speaking the wallet protocol
 * configured as royal-gaming's. `close` stops both.
 */
export async function casinoAppWithAggregator(): Promise<{ t: TestApp; fake: FakeAggregator; lotusUrl: string; close(): Promise<void> }> {
  const t = await createCasinoTestApp();
  const lotusUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const fake = await startFakeAggregator({ lotusUrl, providerKey: 'royal-gaming', secret: await providerSecret(t, 'royal-gaming') });
  await configureProvider(t, 'royal-gaming', { apiUrl: fake.url });
  const close = async () => {
    await fake.close();
    await t.close();
  };
  return { t, fake, lotusUrl, close };
}

/** A signed-in player holding `rupees` in main, paid in as a deposit from house cash. */
export async function createFundedPlayer(t: TestApp, rupees: number, options: { isDemo?: boolean } = {}) {
  const player = await createPlayer(t, options);
  await t.db.transaction(async (tx) => {
    const cash = await houseAccount(tx, 'house_cash', options.isDemo ? 'play' : 'real');
    const main = await playerAccount(tx, player.id, 'main');
    if (rupees > 0) await transfer(tx, { from: cash, to: main, amount: toPaise(rupees), kind: 'deposit', reference: 'test-deposit' });
  });
  return player;
}

/** The player's available balance in rupees. */
export async function mainRupees(t: TestApp, userId: number): Promise<number> {
  return (await getPlayerBalances(t.db, userId)).main / 100;
}

/** A provider's shared secret as stored (the demo aggregator's is made at seed time). */
export async function providerSecret(t: TestApp, key: string): Promise<string> {
  const [row] = await t.db.select({ secret: casinoProviders.secret }).from(casinoProviders).where(eq(casinoProviders.key, key));
  if (!row?.secret) throw new Error(`provider ${key} has no secret`);
  return row.secret;
}

export async function configureProvider(t: TestApp, key: string, values: { apiUrl?: string | null; secret?: string | null; isEnabled?: boolean }) {
  await t.db.update(casinoProviders).set(values).where(eq(casinoProviders.key, key));
}

/** The session token in a house game URL (/play/{game}?session=...). */
export function sessionOf(gameUrl: string): string {
  const token = new URL(gameUrl, 'http://lotus').searchParams.get('session') ?? new URL(gameUrl, 'http://lotus').searchParams.get('token');
  if (!token) throw new Error(`no session in ${gameUrl}`);
  return token;
}

/**
 * A funded player who launched a house game: `frame` is the game frame's authorization (its
 * session token), `post` calls the game's API with it and answers status and body.
 */
export async function playerAtTable(t: TestApp, rupees: number, game = 'mines', options: { isDemo?: boolean } = {}) {
  const player = await createFundedPlayer(t, rupees, options);
  const launched = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: game } });
  const frame = { authorization: `Bearer ${sessionOf(launched.json().data.game_url)}` };
  const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { ...frame, ...headers }, payload });
    return { status: res.statusCode as number, body: res.json() };
  };
  return { ...player, frame, post };
}

/**
 * Waits, when the colour period of this moment closes within `marginMs`, until the next period
 * starts: a test that opens the period of now and then reads it must not straddle the turn of
 * the minute (the period would be gone from "current", or closed for bets, by then).
 */
export async function clearOfColourPeriodTurn(marginMs = 8_000): Promise<void> {
  const { closesAt, endsAt } = periodAt(new Date());
  if (closesAt.getTime() - Date.now() >= marginMs) return;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, endsAt.getTime() - Date.now()) + 50));
}
