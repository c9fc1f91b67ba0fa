import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { balanceButton, logInDemo, logInOperator } from './helpers';

// Screenshots of the main screens at both sizes, kept as test artifacts (test-results/), and
// an axe check of each screen.

const sizes = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  // Sections below the fold load as they come near the viewport: scroll through the page first
  // so the full-page picture shows them, then back to the top.
  // Each step waits for two drawn frames, so the browser has seen the section come near.
  await page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await drawn();
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** axe on the screen, or only on what `within` selects (a dialog over a page checked before). */
async function expectAccessible(page: Page, screen: string, within?: string) {
  // axe runs once, at the phone size; the desktop pass only takes pictures.
  if ((page.viewportSize()?.width ?? 0) > 500) return;
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? axe.include(within) : axe).analyze();
  const problems = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(problems, `axe on ${screen}`).toEqual([]);
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once, on a page of its own, and keeps the session: the sign-in endpoints are rate limited per address. */
async function signInOnce(browser: Browser, logIn: (page: Page) => Promise<void>): Promise<Session> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIn(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

// A test per screen: a full-page picture and an axe run take seconds each on a busy machine, and
// one screen's time no longer eats the others' budget. The tests of this file run in order in one
// worker, so each size signs in a player and the operator once.
for (const size of sizes) {
  test.describe(`${size.name} ${size.width}×${size.height}`, () => {
    const viewport = { width: size.width, height: size.height };
    test.use({ viewport });

    let player: Session | undefined;
    let operator: Session | undefined;
    /** A page signed in with `session`, at this size. */
    async function signedInPage(browser: Browser, session: Session | undefined): Promise<Page> {
      const context = await browser.newContext({ storageState: session, viewport });
      return context.newPage();
    }

    for (const [name, path] of [
      ['home', '/'],
      ['login', '/login'],
      ['register', '/register/LOTUS100'],
      ['forgot-password', '/forgot-password'],
      ['profile-signed-out', '/profile'],
      ['terms', '/terms'],
    ] as const) {
      test(`visitor screen: ${name}`, async ({ page }, testInfo) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
        await shoot(page, testInfo, `${size.name}-${name}`);
        await expectAccessible(page, name);
      });
    }

    test('player screen: home and the account panel', async ({ page }, testInfo) => {
      await logInDemo(page);
      player = await page.context().storageState();
      await shoot(page, testInfo, `${size.name}-home-signed-in`);
      await expectAccessible(page, 'home signed in');
      await balanceButton(page).click();
      await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${size.name}-account-panel.png`) });
      // The panel alone: the page behind it (live prices flashing under the backdrop) was checked above.
      await expectAccessible(page, 'account panel', '[role="dialog"]');
    });

    for (const [name, path] of [
      ['profile', '/profile'],
      ['settings', '/settings'],
      ['notifications', '/notifications'],
    ] as const) {
      test(`player screen: ${name}`, async ({ browser }, testInfo) => {
        player ??= await signInOnce(browser, logInDemo);
        const page = await signedInPage(browser, player);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await shoot(page, testInfo, `${size.name}-${name}`);
        await expectAccessible(page, name);
        await page.context().close();
      });
    }

    test('back office screen: admin-login', async ({ page }, testInfo) => {
      await page.goto('/admin/login');
      await shoot(page, testInfo, `${size.name}-admin-login`);
      await expectAccessible(page, 'admin login');
    });

    for (const [name, path] of [
      ['admin-dashboard', '/admin'],
      ['admin-banners', '/admin/banners'],
      ['admin-referral-codes', '/admin/referral-codes'],
      ['admin-notifications', '/admin/notifications'],
      ['admin-audit-log', '/admin/audit-log'],
      ['admin-sms-outbox', '/admin/sms-outbox'],
      ['admin-risk', '/admin/risk'],
      ['admin-bet-ticker', '/admin/bet-ticker'],
    ] as const) {
      test(`back office screen: ${name}`, async ({ browser }, testInfo) => {
        operator ??= await signInOnce(browser, logInOperator);
        const page = await signedInPage(browser, operator);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, testInfo, `${size.name}-${name}`);
        await expectAccessible(page, name);
        await page.context().close();
      });
    }
  });
}
