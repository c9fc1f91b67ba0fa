import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casinoSeedPart, startFakeAggregator, type FakeAggregator } from '@server/modules/casino';
import { configureProvider, createFundedPlayer, providerSecret, sessionOf } from '../test/casino-support';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactUrl, REDACTED } from './log-redaction';

// A game's address carries its session token; the request log must not.

const lines: string[] = [];
let t: TestApp;
let fake: FakeAggregator;
beforeAll(async () => {
  t = await createTestApp({ seed: [casinoSeedPart], config: { logLevel: 'info' }, logStream: { write: (line) => void lines.push(line) } });
  fake = await startFakeAggregator({ lotusUrl: 'http://127.0.0.1:1', providerKey: 'royal-gaming', secret: await providerSecret(t, 'royal-gaming') });
  await configureProvider(t, 'royal-gaming', { apiUrl: fake.url });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('the request log', () => {
  it('never holds a game token, whether in a house game page, the game player page or an aggregator address', async () => {
    const player = await createFundedPlayer(t, 100);
    const launch = async (game: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/games/launch', headers: player.auth, payload: { game_type: game } });
      return res.json().data.game_url as string;
    };
    const houseUrl = await launch('dice');
    const aggregatorUrl = await launch('super-ace');
    const houseToken = sessionOf(houseUrl);
    const aggregatorToken = sessionOf(aggregatorUrl);
    expect(aggregatorUrl.startsWith(fake.url)).toBe(true);

    const before = lines.length;
    for (const url of [
      houseUrl,
      `/play/fairness?session=${houseToken}&from=dice`,
      `/game?url=${encodeURIComponent(houseUrl)}&title=Dice`,
      `/game?url=${encodeURIComponent(aggregatorUrl)}&title=Super%20Ace`,
      `/play/dice/${houseToken}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    await t.app.inject({ method: 'GET', url: '/api/casino/house/session', headers: { authorization: `Bearer ${houseToken}` } });

    const logged = lines.slice(before).join('');
    expect(logged).toContain('incoming request');
    expect(logged).toContain(`/play/dice?session=${REDACTED}`);
    for (const token of [houseToken, aggregatorToken, encodeURIComponent(houseToken), player.token]) expect(logged).not.toContain(token);
  });
});

describe('redactUrl', () => {
  const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';

  it('redacts a session or token parameter, and any token-long run elsewhere', () => {
    expect(redactUrl(`/play/mines?session=${token}`)).toBe(`/play/mines?session=${REDACTED}`);
    expect(redactUrl(`/x?a=1&token=short&b=2`)).toBe(`/x?a=1&token=${REDACTED}&b=2`);
    expect(redactUrl(`/game?url=https%3A%2F%2Fgames.example%2Fplay%2F${token}%3Flang%3Den`)).not.toContain(token);
    expect(redactUrl(`/play/dice/${token}`)).toBe(`/play/dice/${REDACTED}`);
  });

  it('leaves ordinary addresses as they are', () => {
    for (const url of [
      '/api/casino/house/color-prediction/rounds/20250101-0930',
      '/assets/index-B4x9kQ2z.js',
      '/media/0b8e7c7a-3f1e-4c52-9a7d-5d2f8d1c6e4b',
      '/api/games?search=royal&page=2',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
