import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '@server/test/test-app';
import { checkLedger, houseAccount, type World } from '../ledger';
import { createCasinoTestApp, mainRupees, playerAtTable } from '@server/test/casino-support';

// A demo player's casino rounds move play money only: stakes go to, and wins come from, the
// play-money house; the real house's accounts never move for them.

let t: TestApp;
beforeAll(async () => {
  t = await createCasinoTestApp();
});
afterAll(() => t.close());

async function housePnl(world: World): Promise<number> {
  const id = await houseAccount(t.db, 'house_pnl', world);
  const found = await t.db.execute<{ balance: number }>(sql`SELECT balance FROM accounts WHERE id = ${id}`);
  return Number(found.rows[0]?.balance ?? 0) / 100;
}

describe('play money in the casino', () => {
  it("a demo player's dice rounds move the play-money house, never the real one", async () => {
    const demo = await playerAtTable(t, 1000, 'dice', { isDemo: true });
    const real = await housePnl('real');
    const play = await housePnl('play');
    for (let roll = 0; roll < 12; roll += 1) {
      const { status } = await demo.post('/api/casino/house/dice/roll', { stake: 50, target: 50.5, direction: 'under' });
      expect(status).toBe(200);
    }
    const lost = 1000 - (await mainRupees(t, demo.id));
    expect(await housePnl('real')).toBe(real);
    expect(await housePnl('play')).toBeCloseTo(play + lost, 2);
    const check = await checkLedger(t.db);
    expect(check).toMatchObject({ balanced: true, crossingTransfers: 0 });
  });

  it("a real player's rounds move the real house as before", async () => {
    const player = await playerAtTable(t, 1000, 'dice');
    const play = await housePnl('play');
    const real = await housePnl('real');
    const { status } = await player.post('/api/casino/house/dice/roll', { stake: 50, target: 50.5, direction: 'under' });
    expect(status).toBe(200);
    const lost = 1000 - (await mainRupees(t, player.id));
    expect(await housePnl('real')).toBeCloseTo(real + lost, 2);
    expect(await housePnl('play')).toBe(play);
  });
});
