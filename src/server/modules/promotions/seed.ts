import { and, count, eq, sql } from 'drizzle-orm';
import type { PromotionTranslations } from '@shared/schemas/promotions';
import type { Db } from '@server/db/client';
import { promotions } from '@server/db/schema';
import type { SeedPart } from '@server/db/seed';

// The demo's promotion, so the Promotions page shows what one looks like: a ₹100 welcome bonus,
// wagered five times on anything within a week, once per player, for a year from the seed, its
// words in Hindi, Bengali and Tamil too. Only into an empty list: an operator's own promotions are
// left as they are.

const DAY_MS = 86_400_000;

const demoPromotion = {
  code: 'WELCOME100',
  title: 'Welcome bonus ₹100',
  description: 'Redeem WELCOME100 for a ₹100 bonus. Wager it 5 times on any game or market within 7 days and it becomes withdrawable money.',
  translations: {
    title: { hi: 'वेलकम बोनस ₹100', bn: 'ওয়েলকাম বোনাস ₹100', ta: 'வரவேற்பு போனஸ் ₹100' },
    description: {
      hi: 'WELCOME100 रिडीम करें और ₹100 का बोनस पाएँ। इसे 7 दिनों के अंदर किसी भी गेम या मार्केट पर 5 बार लगाएँ, फिर यह विदड्रॉ किया जा सकने वाला पैसा बन जाता है।',
      bn: 'WELCOME100 রিডিম করে ₹100 বোনাস নিন। 7 দিনের মধ্যে যেকোনো গেম বা মার্কেটে এটি 5 বার খেলুন, তাহলে এটি উইথড্র করার মতো টাকা হয়ে যাবে।',
      ta: 'WELCOME100-ஐ ரிடீம் செய்து ₹100 போனஸ் பெறுங்கள். 7 நாட்களுக்குள் எந்த கேம் அல்லது மார்க்கெட்டிலும் அதை 5 முறை பந்தயம் கட்டுங்கள்; அது வித்ட்ரா செய்யக்கூடிய பணமாக மாறும்.',
    },
  } satisfies PromotionTranslations,
};

async function seedPromotions(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(promotions);
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  await db.insert(promotions).values({
    ...demoPromotion,
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

/** A database seeded before promotions had versions: the demo's promotion, still English only as seeded, gets its Hindi, Bengali and Tamil. */
async function seedPromotionLanguages(db: Db): Promise<void> {
  await db
    .update(promotions)
    .set({ translations: demoPromotion.translations })
    .where(
      and(
        eq(promotions.code, demoPromotion.code),
        eq(promotions.title, demoPromotion.title),
        eq(promotions.description, demoPromotion.description),
        sql`${promotions.translations} = '{}'::jsonb`,
      ),
    );
}

export const promotionsSeed: SeedPart = { key: 'promotions', run: seedPromotions };
export const promotionLanguagesSeed: SeedPart = { key: 'promotion-languages', run: seedPromotionLanguages };
