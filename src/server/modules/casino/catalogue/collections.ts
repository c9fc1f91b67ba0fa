import type { GameType } from '@shared/casino-games';
import { titleSeeds } from './titles';

// The screens' fixed lists (spec §2 Home and Casino lobby) as seed data: each item launches a
// title by its slug. Images are Lotus's own generated artwork (see game-art.ts).

export type CollectionName = 'home-tiles' | 'exchange-games' | 'popular' | 'lobby';
export type CollectionItemSeed = { title: string; tag: GameType | ''; image: string; gameUid: string };

export const gameImage = (uid: string) => `/media/games/${uid}.svg`;
export const bannerImage = (uid: string) => `/media/games/${uid}.banner.svg`;
export const providerImage = (key: string) => `/media/providers/${key}.svg`;

const homeTiles: CollectionItemSeed[] = [
  ['AVIATOR', 'aviator'],
  ['MINES', 'mines'],
  ['FUN GAMES', 'fun-games'],
  ['COLOR PREDICTION', 'color-prediction'],
].map(([title = '', uid = '']) => ({ title, tag: '', image: bannerImage(uid), gameUid: uid }));

/** Spec §2: the 12 Exchange Games banners, in the spec's order. */
const exchangeUids = [
  '7-up-down',
  'andar-bahar',
  'teenpatti',
  'dragon-tiger',
  'color-prediction',
  'baccarat',
  'aviator',
  'mines',
  'dice',
  'goal',
  'hilo',
  'plinko',
];

const titleByUid = new Map(titleSeeds.map((title) => [title.uid, title]));

function itemFor(uid: string, image: (uid: string) => string): CollectionItemSeed {
  const title = titleByUid.get(uid);
  if (!title) throw new Error(`collection names an unknown title: ${uid}`);
  return { title: title.name, tag: title.type, image: image(uid), gameUid: uid };
}

/** Popular Games: every title whose type is one of the spec's five tags (90 cards), house games first. */
const popularTags = new Set<GameType>(['Slot Game', 'Fish Game', 'India Poker Game', 'Table Game', 'Crash Game', 'Instant Game']);
const houseFirst = ['aviator', 'mines', 'color-prediction', 'plinko', 'dice', 'hilo', 'fun-games'];
const rank = (uid: string) => (houseFirst.includes(uid) ? houseFirst.indexOf(uid) : houseFirst.length);
const popular = titleSeeds
  .filter((title) => popularTags.has(title.type))
  .sort((a, b) => rank(a.uid) - rank(b.uid) || a.id - b.id)
  .map((title) => itemFor(title.uid, gameImage));

/** The casino lobby's 31 Play Now cards. */
const lobbyUids = [
  'aviator',
  'mines',
  'plinko',
  'color-prediction',
  'dice',
  'hilo',
  'fun-games',
  'royal-fishing',
  'ocean-king',
  'fishing-god',
  'fortune-gems',
  'super-ace',
  'money-coming',
  'golden-empire',
  'crazy-777',
  'boxing-king',
  'gold-rush',
  'medusa',
  'book-of-gold',
  'cricket-fever',
  'diwali-lights',
  'baccarat',
  'roulette',
  'dragon-tiger',
  'teenpatti',
  'andar-bahar',
  'limbo',
  'chicken-road',
  'live-roulette',
  'live-baccarat',
  'live-teenpatti',
];

export const collectionSeeds: Record<CollectionName, CollectionItemSeed[]> = {
  'home-tiles': homeTiles,
  'exchange-games': exchangeUids.map((uid) => itemFor(uid, bannerImage)),
  popular,
  lobby: lobbyUids.map((uid) => itemFor(uid, gameImage)),
};
