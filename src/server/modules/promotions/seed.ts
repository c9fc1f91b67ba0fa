import { count } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { promotions } from '@server/db/schema';
import type { SeedPart } from '@server/db/seed';

// The demo's promotion, so the Promotions page shows what one looks like: a ₹100 welcome bonus,
// wagered five times on anything within a week, once per player, for a year from the seed.
// Only into an empty list: an operator's own promotions are left as they are.

const DAY_MS = 86_400_000;

async function seedPromotions(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(promotions);
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  await db.insert(promotions).values({
    code: 'WELCOME100',
    title: 'Welcome bonus ₹100',
    description: 'Redeem WELCOME100 for a ₹100 bonus. Wager it 5 times on any game or market within 7 days and it becomes withdrawable money.',
    kind: 'fixed',
    amount: 10_000,
    wageringMultiple: 5,
    wageringOn: 'any',
    bonusValidDays: 7,
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 365 * DAY_MS),
    perPlayerLimit: 1,
  });
}

export const promotionsSeed: SeedPart = { key: 'promotions', run: seedPromotions };
