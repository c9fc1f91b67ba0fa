import { expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { logInOperator, painted } from './helpers';

// The live score in a real Chromium: the demo replays a recorded T20 match through the feed, and
// the event page's header shows its score, which changes by itself as balls are bowled; the
// home page's In Play list shows it beside the fixture. Screens at phone and desktop size.

const expect = baseExpect.configure({ timeout: 30_000 });
const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

type CricketScore = { innings: Array<{ runs: number; wickets: number; overs: string }>; target?: number };
type ListedEvent = { id: number; team1: string | null; in_play: boolean; markets: Array<{ status: string }>; score?: CricketScore };

/** Far enough from the end of the match that a few more balls will be bowled while we watch. */
function hasPlayLeft(event: ListedEvent): boolean {
  const innings = event.score?.innings ?? [];
  const chase = innings[1];
  if (event.markets[0]?.status === 'CLOSED' || innings.length === 0) return false;
  if (!chase) return true;
  return Number.parseFloat(chase.overs) < 17 && chase.wickets < 8 && chase.runs < (event.score?.target ?? 0) - 20;
}

/** The replayed T20 match once it is in play with a score (it goes in play a few balls after start). */
async function replayedMatch(request: APIRequestContext): Promise<ListedEvent> {
  let found: ListedEvent | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/events?sport=cricket&in_play=true');
        const events = ((await answer.json()) as { data: { events: ListedEvent[] } }).data.events;
        found = events.filter((event) => event.team1 === 'Nepal' && hasPlayLeft(event)).at(-1);
        return found !== undefined;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  if (!found) throw new Error('the replayed match never went in play');
  return found;
}

async function shootBoth(page: Page, testInfo: TestInfo, name: string, ready?: () => Promise<void>) {
  for (const [size, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await ready?.();
    await painted(page);
    const path = testInfo.outputPath(`live-score-${size}-${name}.png`);
    await page.screenshot({ path, fullPage: false });
    await testInfo.attach(`${size}-${name}`, { path, contentType: 'image/png' });
  }
  await page.setViewportSize(MOBILE);
}

test('the event page shows the live score and it changes by itself', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const match = await replayedMatch(request);
  await page.goto(`/event/${match.id}`);
  await expect(page.getByRole('heading', { name: 'Nepal v Netherlands' })).toBeVisible();
  const score = page.getByLabel('Live score');
  await expect(score).toContainText(/\d+\/\d+ \(\d+\.\d ov\)/);
  await expect(score.getByLabel(/Recent balls:/)).toBeVisible();
  const first = await score.innerText();
  await shootBoth(page, testInfo, 'event');
  // A ball every few seconds: the header changes without a reload.
  await expect.poll(async () => score.innerText(), { timeout: 45_000 }).not.toBe(first);

  await page.goto('/');
  // The markets load as the player scrolls towards them.
  const inPlay = page.getByRole('heading', { name: 'In Play', exact: true });
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1500);
        return inPlay.count();
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Nepal v Netherlands' }) });
  await expect(row.getByLabel('Live score')).toContainText(/Nepal|Netherlands/);
  await expect(row.getByLabel('Live score')).toContainText(/\d+\/\d+ \(\d+\.\d ov\)/);
  await shootBoth(page, testInfo, 'in-play', () => row.scrollIntoViewIfNeeded());
});

test('the operator sees the feed settings and its results in the back office', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await logInOperator(page);
  await page.getByRole('link', { name: 'Feed' }).click();
  await expect(page.getByRole('heading', { name: 'Feed', exact: true })).toBeVisible();
  await expect(page.getByLabel('Margin (ticks each side)')).toHaveValue('1');
  await expect(page.getByLabel('Stake cap (₹)')).toHaveValue('25000');
  await expect(page.getByRole('heading', { name: 'Results from the feed' })).toBeVisible();
  await shootBoth(page, testInfo, 'back-office');
});
