import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, operatorToken, registerPlayer, type Player } from './helpers';
import { depositByApi } from './wallet-helpers';

// Every setting on the Settings page visibly does what it says, the site installs as an app, and
// the phone's first screen shows in-play sport.

async function saveSettings(request: APIRequestContext, player: Player, settings: Record<string, unknown>) {
  const response = await request.put('/api/user/settings', { headers: { authorization: `Bearer ${player.token}` }, data: settings });
  expect(response.status(), await response.text()).toBe(200);
}

/** Counts the WebAudio notes the page plays (oscillators started). */
async function spyOnAudio(page: Page) {
  await page.addInitScript(() => {
    const played: number[] = [];
    (window as unknown as { __notes: number[] }).__notes = played;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      override createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          played.push(oscillator.frequency.value);
          start(when);
        };
        return oscillator;
      }
    } as typeof AudioContext;
  });
}
const notesPlayed = (page: Page) => page.evaluate(() => (window as unknown as { __notes: number[] }).__notes.length);

test.describe('settings that work', () => {
  test('theme: light turns the whole site light, saved from the Settings page', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await logIn(page, player.username, player.password);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/settings');
    await page.getByLabel('Theme').selectOption('light');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByRole('button', { name: 'Saved!' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(238, 241, 247)');
    // Another device: the player's choice comes from the server.
    await page.evaluate(() => localStorage.removeItem('userSettings'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('compact mode makes text and rows smaller', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await saveSettings(request, player, { appearance: { compactMode: true } });
    await logIn(page, player.username, player.password);
    await expect(page.locator('html')).toHaveAttribute('data-compact', '');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('14px');
  });

  test('timezone: notification times follow it', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await depositByApi(request, player, 500);
    await logIn(page, player.username, player.password);
    await page.goto('/notifications');
    const item = page.getByText('Your deposit of ₹500.00 was approved and added to your balance.');
    await expect(item).toBeVisible();
    const time = item.locator('xpath=following-sibling::p[1]');
    const india = await time.textContent();
    await saveSettings(request, player, { appearance: { timezone: 'UTC' } });
    await page.reload();
    await expect(time).not.toHaveText(india ?? '');
    const utc = await time.textContent();
    const minutes = (text: string | null) => {
      const match = /(\d{2}):(\d{2})\s*(am|pm)/i.exec(text ?? '');
      if (!match) return NaN;
      return ((Number(match[1]) % 12) + (match[3]?.toLowerCase() === 'pm' ? 12 : 0)) * 60 + Number(match[2]);
    };
    expect((minutes(india) - minutes(utc) + 1440) % 1440).toBe(330);
  });

  test('show balance off: the header shows •••• until tapped', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await saveSettings(request, player, { privacy: { showBalance: false } });
    await logIn(page, player.username, player.password).catch(() => undefined);
    const hidden = page.getByRole('button', { name: 'Balance hidden. Show balance' });
    await expect(hidden).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('••••');
    await hidden.click();
    await expect(page.getByTestId('header-balance')).toHaveText('₹0.00');
  });

  test('auto logout signs the player out after the chosen minutes without activity', async ({ page, request }) => {
    const player = await registerPlayer(request);
    await saveSettings(request, player, { security: { autoLogout: true, sessionTimeout: 15 } });
    await page.clock.install();
    // The idle clock starts once the player's settings arrive; jumping before that proves nothing.
    const settingsLoaded = page.waitForResponse((r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'GET');
    await logIn(page, player.username, player.password);
    await settingsLoaded;
    await page.clock.fastForward('10:00');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login$/);
    await page.clock.fastForward('04:30');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    // The check runs every 15 seconds: step past 15 minutes until the sign-out starts. No step
    // after that: a jump would also run out the toast's own timer.
    let signingOut = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/logout')) signingOut = true;
    });
    const toast = page.getByText('You were signed out after 15 minutes without activity.');
    await expect(async () => {
      if (!signingOut) await page.clock.fastForward('00:20');
      await expect(toast).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/login$/);
  });

  test('currency: an approximate dollar amount beside rupees, at the operator’s rate', async ({ page, request }) => {
    const admin = await operatorToken(request);
    const rate = await request.put('/api/admin/site-settings', { headers: { authorization: `Bearer ${admin}` }, data: { usd_rate: 80 } });
    expect(rate.status()).toBe(200);
    const player = await registerPlayer(request);
    await depositByApi(request, player, 800);
    await saveSettings(request, player, { appearance: { currency: 'USD' } });
    await logIn(page, player.username, player.password).catch(() => undefined);
    await expect(page.getByText('≈ $10.00 approx.')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('₹800.00');
  });

  test('notifications arrive live with a badge and the notification sound, which its switch silences', async ({ page, request }) => {
    test.setTimeout(90_000);
    await spyOnAudio(page);
    const player = await registerPlayer(request);
    await logIn(page, player.username, player.password);
    // A user gesture: browsers start audio only after one.
    await page.mouse.click(5, 300);
    await depositByApi(request, player, 300);
    await expect(page.getByTestId('unread-badge')).toHaveText('1', { timeout: 25_000 });
    await expect(page.getByText('Your deposit of ₹300.00 was approved and added to your balance.')).toBeVisible();
    await expect.poll(() => notesPlayed(page)).toBeGreaterThan(0);

    const before = await notesPlayed(page);
    await saveSettings(request, player, { sound: { notificationSounds: false } });
    await page.reload();
    await page.mouse.click(5, 300);
    await depositByApi(request, player, 200);
    await expect(page.getByTestId('unread-badge')).toHaveText('2', { timeout: 25_000 });
    expect(await notesPlayed(page)).toBe(0);
    expect(before).toBeGreaterThan(0);
  });
});

test.describe('an app on the phone', () => {
  test('installs: a manifest with name, icons 192 and 512, start_url, standalone, and a service worker', async ({ page, request }) => {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: Array<{ sizes: string; type: string; src: string }> };
    expect(body).toMatchObject({ name: 'Lotus Exchange', display: 'standalone' });
    expect(body.start_url).toMatch(/^\//);
    for (const size of ['192x192', '512x512']) {
      const icon = body.icons.find((entry) => entry.sizes === size && entry.type === 'image/png');
      expect(icon, size).toBeTruthy();
      expect((await request.get(icon?.src ?? '')).status()).toBe(200);
    }
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);
  });

  test('the first screen at 390×844 shows in-play sport, with the bottom navigation', async ({ page }) => {
    await page.goto('/');
    const inPlay = page.getByRole('heading', { name: 'In Play' });
    await expect(inPlay).toBeVisible();
    const firstMatch = page.locator('section[aria-labelledby="home-in-play"] a').first();
    await expect(firstMatch).toBeVisible();
    const box = await firstMatch.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844 - 64);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Sports', 'Casino', 'Bets', 'Account']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
  });

  test('the bottom navigation holds each label whole on a 320-pixel phone, in every language', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    // The bar's accessible name ("Main") in each language.
    const names = { en: 'Main', hi: 'मुख्य', bn: 'প্রধান', ta: 'முதன்மை' };
    for (const [language, name] of Object.entries(names)) {
      await page.addInitScript((chosen) => localStorage.setItem('lotus_language', chosen), language);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const links = page.getByRole('navigation', { name, exact: true }).getByRole('link');
      await expect(links).toHaveCount(5);
      await page.evaluate(() => document.fonts.ready);
      // A label runs out of its item, or is cut short inside it.
      const cut = await links.evaluateAll((items) =>
        items
          .filter((item) => item.scrollWidth > item.clientWidth || [...item.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth))
          .map((item) => item.textContent),
      );
      expect(cut, language).toEqual([]);
    }
  });

  test('no page of a signed-in player is wider than a 320-pixel phone, in Tamil (the longest words)', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.addInitScript(() => localStorage.setItem('lotus_language', 'ta'));
    await page.goto('/login');
    await page.getByRole('button', { name: 'டெமோ ID மூலம் லாகின்' }).click();
    await expect(page).toHaveURL('/');
    const wider: string[] = [];
    for (const path of [
      '/',
      '/cricket',
      '/casino',
      '/matka',
      '/wallet',
      '/deposit',
      '/withdraw',
      '/promotions',
      '/settings',
      '/profile',
      '/account-statement',
      '/bet-history',
      '/open-bets',
      '/win-loss',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wider.push(`${path}: ${width}`);
    }
    expect(wider).toEqual([]);
  });

  test('the desktop category bar shows every sport', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Sports', exact: true });
    for (const sport of ['Baseball', 'American Football', 'Kabaddi']) {
      const box = await bar.getByRole('link', { name: sport }).boundingBox();
      expect(box && box.x + box.width, sport).toBeLessThanOrEqual(1366);
    }
  });
});
