import { expect, test } from '@playwright/test';
import { scrollHomeTo } from './helpers';

function shownSlide(page: import('@playwright/test').Page) {
  return page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
}

test('the banner carousel shows the seeded banners, moves by arrows, dots, swipe and on its own', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await scrollHomeTo(page, page.getByRole('region', { name: 'Promotions' }));
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await expect(shownSlide(page).getByRole('img')).toBeVisible();
  // Stop the clock (the page has loaded): from here only the test moves time. The page's clock
  // runs on meanwhile, so aim a little ahead of it (and again if a slow machine overtook that).
  for (let attempt = 1; ; attempt += 1) {
    const ahead = (await page.evaluate(() => Date.now())) + 2_000;
    const paused = await page.clock.pauseAt(ahead).then(
      () => true,
      (error: unknown) => {
        if (attempt >= 3) throw error;
        return false;
      },
    );
    if (paused) break;
  }

  const label = async () => (await shownSlide(page).getAttribute('aria-label')) ?? '';
  const count = Number((await label()).split(' of ')[1]);
  expect(count).toBeGreaterThan(2);
  const at = (slide: number) => `${slide} of ${count}`;

  await carousel.getByRole('button', { name: 'Show banner 1' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', at(1));
  await carousel.getByRole('button', { name: 'Next banner' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', at(2));
  await carousel.getByRole('button', { name: 'Previous banner' }).click();
  await carousel.getByRole('button', { name: 'Previous banner' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', at(count));
  await carousel.getByRole('button', { name: 'Show banner 1' }).click();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', at(1));

  await page.clock.runFor(4_900);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', at(1));
  await page.clock.runFor(100);
  await expect(shownSlide(page)).toHaveAttribute('aria-label', at(2));

  // On a phone the carousel sits below the markets: bring it into view, as a thumb would.
  const track = page.getByTestId('banner-track');
  await track.scrollIntoViewIfNeeded();
  const box = await track.boundingBox();
  if (!box) throw new Error('carousel not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, y, { steps: 5 });
  await page.mouse.up();
  await expect(shownSlide(page)).toHaveAttribute('aria-label', at(3));
});

test('the ticker shows one message with arrows when there are several', async ({ page }) => {
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Announcements' });
  await expect(ticker).not.toContainText('Loading notification...');
  const first = await ticker.locator('p').first().textContent();
  await ticker.getByRole('button', { name: 'Next notification' }).click();
  await expect(ticker.locator('p').first()).not.toHaveText(first ?? '');
});

test('a signed-out home page offers Login and Sign up, the sport strip and the category tiles', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  await scrollHomeTo(page, page.getByRole('link', { name: 'Football', exact: true }));
  await page.getByRole('link', { name: 'Football', exact: true }).first().click();
  await expect(page).toHaveURL('/soccer');
  await page.goto('/');
  await scrollHomeTo(page, page.getByRole('main').getByRole('link', { name: 'Slot Games', exact: true }));
  await page.getByRole('main').getByRole('link', { name: 'Slot Games', exact: true }).click();
  await expect(page).toHaveURL('/slot-games');
});

test('on a phone the markets come first: In Play, then Upcoming Events, then the casino', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'In Play' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeAttached();
  await scrollHomeTo(page, page.getByRole('heading', { name: 'Casino & More' }));
  const top = async (name: string) => (await page.getByRole('heading', { name, exact: true }).boundingBox())?.y ?? Number.NaN;
  const [inPlay, upcoming, casino] = [await top('In Play'), await top('Upcoming Events'), await top('Casino & More')];
  expect(inPlay).toBeLessThan(upcoming);
  expect(upcoming).toBeLessThan(casino);
});

test('unknown paths go home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL('/');
});

test('a worker makes the first screen’s number and date formatters first, under the site’s own policy, and ends', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let ended: Promise<unknown> | undefined;
  page.on('worker', (worker) => {
    if (/warm-intl\.worker/.test(worker.url())) ended = new Promise((resolve) => worker.once('close', resolve));
  });
  await page.goto('/');
  await expect.poll(() => ended !== undefined).toBe(true);
  await ended;
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  expect(errors.filter((text) => /worker|content security policy/i.test(text))).toEqual([]);
});
