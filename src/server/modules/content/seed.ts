import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { banners, notifications, referralCodes } from '@server/db/schema';
import type { SeedPart } from '@server/db/seed';
import { demoBanners, demoNotifications } from './demo-content';
import { seedPlaceholderSupport } from './site-settings';

// Demo content: the master referral code, banners, ticker messages and a placeholder support contact.

export const MASTER_REFERRAL_CODE = 'LOTUS100';

async function seedContent(db: Db): Promise<void> {
  await db.insert(referralCodes).values({ code: MASTER_REFERRAL_CODE }).onConflictDoNothing();
  // Only into empty lists: an operator who already edited them keeps their own.
  const [bannerCount] = await db.select({ n: count() }).from(banners);
  if ((bannerCount?.n ?? 0) === 0) {
    await db.insert(banners).values(demoBanners.map((banner, sortOrder) => ({ ...banner, sortOrder })));
  }
  const [notificationCount] = await db.select({ n: count() }).from(notifications);
  if ((notificationCount?.n ?? 0) === 0) {
    await db.insert(notifications).values(demoNotifications.map((notification, sortOrder) => ({ ...notification, sortOrder })));
  }
}

const noVersions = (column: typeof banners.translations | typeof notifications.translations) => sql`${column} = '{}'::jsonb`;

/**
 * A database seeded before the demo had its words in four languages: the demo's own banners and
 * ticker messages, still as seeded (English only, no subtitle), get their words and versions. A
 * banner or message the operator wrote or changed is left as it is.
 */
async function seedContentLanguages(db: Db): Promise<void> {
  for (const banner of demoBanners) {
    await db
      .update(banners)
      .set({ subtitle: banner.subtitle, buttonLabel: banner.buttonLabel, linkUrl: banner.linkUrl, altText: banner.altText, translations: banner.translations })
      .where(and(eq(banners.imageUrl, banner.imageUrl), eq(banners.title, banner.title), eq(banners.subtitle, ''), noVersions(banners.translations)));
  }
  for (const notification of demoNotifications) {
    await db
      .update(notifications)
      .set({ translations: notification.translations })
      .where(and(eq(notifications.message, notification.message), noVersions(notifications.translations)));
  }
}

export const contentSeed: SeedPart = { key: 'content', run: seedContent };
export const contentLanguagesSeed: SeedPart = { key: 'content-languages', run: seedContentLanguages };

/** A placeholder support contact (WhatsApp, Telegram, phone) the operator is asked to replace. */
export const supportContactSeed: SeedPart = { key: 'support-contact', run: seedPlaceholderSupport };
