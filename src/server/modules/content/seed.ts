import { count } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { banners, notifications, referralCodes } from '@server/db/schema';
import type { SeedPart } from '@server/db/seed';
import { seedPlaceholderSupport } from './site-settings';

// Demo content: the master referral code, banners, ticker messages and a placeholder support contact.

export const MASTER_REFERRAL_CODE = 'LOTUS100';

const demoBanners = [
  { imageUrl: '/banners/welcome.svg', title: 'Welcome to Lotus', altText: 'Welcome to Lotus: exchange betting at the best odds' },
  { imageUrl: '/banners/cricket.svg', title: 'Live Cricket Exchange', altText: 'Live cricket: back and lay Match Odds, Bookmaker and Fancy' },
  { imageUrl: '/banners/casino.svg', title: 'Provably Fair Casino', altText: 'Casino: Aviator, Mines, Dice, Plinko and more' },
  { imageUrl: '/banners/payments.svg', title: 'Fast UPI Deposits', altText: 'Deposit by UPI or bank transfer' },
];

const demoNotifications: Array<{ message: string; audience: 'everyone' | 'visitors' | 'players' }> = [
  // An invitation to register is for visitors: a signed-in player is not told to register.
  { message: 'Welcome to Lotus! Register with your referral code and start playing in a minute.', audience: 'visitors' },
  { message: 'Cricket: Match Odds, Bookmaker and Fancy markets are open — back or lay at the best price.', audience: 'everyone' },
  { message: 'Deposit only to the account details shown in your wallet. Lotus never asks you to pay an agent.', audience: 'everyone' },
  { message: 'Play responsibly. Lotus is for players aged 18 and over.', audience: 'everyone' },
];

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

export const contentSeed: SeedPart = { key: 'content', run: seedContent };

/** A placeholder support contact (WhatsApp, Telegram, phone) the operator is asked to replace. */
export const supportContactSeed: SeedPart = { key: 'support-contact', run: seedPlaceholderSupport };
