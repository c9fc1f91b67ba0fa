import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultUserSettings } from '@shared/schemas/settings';
import { userSettings } from '@server/db/schema';
import { createPlayer, createTestApp, type TestApp } from '@server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getSettings = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/user/settings', headers: auth });
const putSettings = (auth: { authorization: string } | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/user/settings', headers: auth ?? {}, payload: payload as object });
const storedRows = async (userId: number) => (await t.db.select({ n: count() }).from(userSettings).where(eq(userSettings.userId, userId)))[0]?.n;

describe('GET /api/user/settings', () => {
  it('answers the spec defaults for a new player', async () => {
    const player = await createPlayer(t);
    const res = await getSettings(player.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings).toEqual(defaultUserSettings);
    expect(res.json().data.settings.sound.volume).toBe(75);
    expect(res.json().data.settings.appearance).toEqual({ theme: 'dark', language: 'en', currency: 'INR', timezone: 'Asia/Kolkata', compactMode: false });
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/settings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/user/settings', () => {
  it('keeps the bet slip settings: six stake buttons of whole rupees and Confirm bets, refusing anything else unchanged', async () => {
    const player = await createPlayer(t);
    const saved = await putSettings(player.auth, { betting: { stakeButtons: [50, 100, 200, 500, 1000, 100000], confirmBets: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings.betting).toEqual({ acceptOddsChanges: 'better', stakeButtons: [50, 100, 200, 500, 1000, 100000], confirmBets: true });
    for (const stakeButtons of [[1, 2, 3], [0, 1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6.5], [1, 2, 3, 4, 5, 2_000_000], ['1', 2, 3, 4, 5, 6], null]) {
      const refused = await putSettings(player.auth, { betting: { stakeButtons } });
      expect(refused.statusCode, JSON.stringify(stakeButtons)).toBe(400);
    }
    expect((await getSettings(player.auth)).json().data.settings.betting.stakeButtons).toEqual([50, 100, 200, 500, 1000, 100000]);
  });

  it('applies a partial update and keeps everything else', async () => {
    const player = await createPlayer(t);
    const res = await putSettings(player.auth, { appearance: { theme: 'light', language: 'hi' }, sound: { volume: 0 } });
    expect(res.statusCode).toBe(200);
    const settings = res.json().data.settings;
    expect(settings.appearance).toEqual({ ...defaultUserSettings.appearance, theme: 'light', language: 'hi' });
    expect(settings.sound).toEqual({ ...defaultUserSettings.sound, volume: 0 });
    expect(settings.privacy).toEqual(defaultUserSettings.privacy);

    const second = await putSettings(player.auth, { security: { sessionTimeout: 60 }, notifications: { smsNotifications: true } });
    expect(second.json().data.settings).toMatchObject({
      appearance: { theme: 'light', language: 'hi' },
      sound: { volume: 0 },
      security: { sessionTimeout: 60, autoLogout: true },
      notifications: { smsNotifications: true, emailNotifications: true },
    });
    expect((await getSettings(player.auth)).json().data.settings).toEqual(second.json().data.settings);
  });

  it('keeps each player’s settings apart', async () => {
    const a = await createPlayer(t);
    const b = await createPlayer(t);
    await putSettings(a.auth, { appearance: { theme: 'auto' } });
    expect((await getSettings(b.auth)).json().data.settings.appearance.theme).toBe('dark');
  });

  it.each([
    [{ appearance: { theme: 'neon' } }, 'appearance.theme'],
    [{ appearance: { language: 'fr' } }, 'appearance.language'],
    [{ appearance: { currency: 'GBP' } }, 'appearance.currency'],
    [{ appearance: { timezone: 'Europe/London' } }, 'appearance.timezone'],
    [{ sound: { volume: 101 } }, 'sound.volume'],
    [{ sound: { volume: -1 } }, 'sound.volume'],
    [{ sound: { volume: 50.5 } }, 'sound.volume'],
    [{ sound: { volume: '75' } }, 'sound.volume'],
    [{ sound: { soundEnabled: 'yes' } }, 'sound.soundEnabled'],
    [{ privacy: { profileVisibility: 'everyone' } }, 'privacy.profileVisibility'],
    [{ security: { sessionTimeout: 0 } }, 'security.sessionTimeout'],
    [{ notifications: 'all' }, 'notifications'],
    [{ appearance: { theme: 'x'.repeat(10_240) } }, 'appearance.theme'],
  ])('refuses an invalid value with 400 naming the field, storing nothing (%#)', async (payload, field) => {
    const player = await createPlayer(t);
    const res = await putSettings(player.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await storedRows(player.id)).toBe(0);
  });

  it('explains the volume range in words', async () => {
    const player = await createPlayer(t);
    expect((await putSettings(player.auth, { sound: { volume: 150 } })).json().message).toBe('Volume must be from 0 to 100');
  });

  it('drops unknown keys, and refuses an update with nothing it knows', async () => {
    const player = await createPlayer(t);
    const res = await putSettings(player.auth, { sound: { volume: 20, bass: 11 }, hacker: { role: 'admin' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settings.sound).not.toHaveProperty('bass');
    expect(res.json().data.settings).not.toHaveProperty('hacker');
    const empty = await putSettings(player.auth, { hacker: true });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('No settings to update');
  });

  it('answers 401 without a token', async () => {
    expect((await putSettings(undefined, { sound: { volume: 10 } })).statusCode).toBe(401);
  });
});

describe('auto logout', () => {
  const verify = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/auth/verify-token', headers: auth });
  /** `minutes` pass with no request from the player: every time their sign-in holds moves back. */
  const idleFor = (userId: number, minutes: number) =>
    t.db.execute(sql`UPDATE sessions SET last_seen_at = last_seen_at - make_interval(mins => ${minutes}),
      expires_at = expires_at - make_interval(mins => ${minutes}), absolute_expires_at = absolute_expires_at - make_interval(mins => ${minutes})
      WHERE user_id = ${userId}`);

  it('ends the sign-in on the server after the chosen minutes without activity', async () => {
    const player = await createPlayer(t);
    expect((await putSettings(player.auth, { security: { autoLogout: true, sessionTimeout: 15 } })).statusCode).toBe(200);
    await idleFor(player.id, 14);
    expect((await verify(player.auth)).statusCode).toBe(200);
    // That request was activity: the idle time counts again from it.
    await idleFor(player.id, 14);
    expect((await verify(player.auth)).statusCode).toBe(200);
    await idleFor(player.id, 17);
    expect((await verify(player.auth)).statusCode).toBe(401);
    expect((await getSettings(player.auth)).statusCode).toBe(401);
  });

  it('keeps an idle sign-in when auto logout is off, and applies the default 30 minutes to a new player', async () => {
    const relaxed = await createPlayer(t);
    await putSettings(relaxed.auth, { security: { autoLogout: false } });
    await idleFor(relaxed.id, 45); // the test app's tokens last an hour
    expect((await verify(relaxed.auth)).statusCode).toBe(200);

    const fresh = await createPlayer(t);
    await idleFor(fresh.id, 20);
    expect((await verify(fresh.auth)).statusCode).toBe(200);
    await idleFor(fresh.id, 34);
    expect((await verify(fresh.auth)).statusCode).toBe(401);
  });

  it('never keeps a sign-in past the end its token was issued with', async () => {
    const player = await createPlayer(t);
    await t.db.execute(sql`UPDATE sessions SET absolute_expires_at = now() + interval '2 minutes' WHERE user_id = ${player.id}`);
    await idleFor(player.id, 4);
    expect((await verify(player.auth)).statusCode).toBe(200);
    const [session] = (
      await t.db.execute<{ expires_at: string; absolute_expires_at: string }>(
        sql`SELECT expires_at, absolute_expires_at FROM sessions WHERE user_id = ${player.id}`,
      )
    ).rows;
    expect(Date.parse(String(session?.expires_at))).toBe(Date.parse(String(session?.absolute_expires_at)));
  });
});
