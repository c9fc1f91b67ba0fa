import type { GameType } from '@shared/casino-games';

// The spec's 94 titles (spec §3: ids 1-11 Fish Game, 12-50 Slot Game, 51-62 Table Game, 63-73
// Crash Game, 74-89 India Poker Game, 90-93 CasinoLive, 94 Fun Games), their launch slugs and
// which provider runs each. Seed data: the operator changes the catalogue in the database.

export type ProviderSeed = {
  key: string;
  name: string;
  kind: 'house' | 'aggregator';
  inStrip: boolean;
};

/** The built-in house provider first (id 1), then the aggregators whose studios the catalogue lists. */
export const providerSeeds: ProviderSeed[] = [
  { key: 'lotus', name: 'Lotus Originals', kind: 'house', inStrip: true },
  { key: 'royal-gaming', name: 'Royal Gaming', kind: 'aggregator', inStrip: true },
  { key: 'mac88', name: 'Mac88 Gaming', kind: 'aggregator', inStrip: true },
  { key: 'aura', name: 'Aura', kind: 'aggregator', inStrip: true },
  { key: 'more-slots', name: 'More Slots', kind: 'aggregator', inStrip: true },
  { key: 'evolution', name: 'Evolution', kind: 'aggregator', inStrip: true },
];

export type TitleSeed = {
  id: number;
  name: string;
  uid: string;
  type: GameType;
  provider: string;
  /** The provider's own name for the title; for the house provider, the house game that runs it. */
  providerGameId: string;
};

type Row = readonly [name: string, uid: string, provider?: string, providerGameId?: string];

const fish: Row[] = [
  ['Royal Fishing', 'royal-fishing'],
  ['Ocean King', 'ocean-king'],
  ['Fishing God', 'fishing-god'],
  ['Golden Dragon Fishing', 'golden-dragon-fishing'],
  ['Mega Fishing', 'mega-fishing'],
  ['Shark Hunter', 'shark-hunter'],
  ['Happy Fishing', 'happy-fishing'],
  ['Jackpot Fishing', 'jackpot-fishing'],
  ['Dinosaur Tycoon', 'dinosaur-tycoon'],
  ['Bombing Fishing', 'bombing-fishing'],
  ['Fish Party', 'fish-party'],
];

const slots: Row[] = [
  ['Fortune Gems', 'fortune-gems'],
  ['Super Ace', 'super-ace'],
  ['Money Coming', 'money-coming'],
  ['Golden Empire', 'golden-empire'],
  ['Crazy 777', 'crazy-777'],
  ['Boxing King', 'boxing-king'],
  ['Jungle King', 'jungle-king'],
  ['Lucky Ball', 'lucky-ball'],
  ['Charge Buffalo', 'charge-buffalo'],
  ['Fortune Tree', 'fortune-tree'],
  ['Wild Ace', 'wild-ace'],
  ['Mega Ace', 'mega-ace'],
  ['Ali Baba', 'ali-baba'],
  ['Bone Fortune', 'bone-fortune'],
  ['Jackpot Joker', 'jackpot-joker'],
  ['Night City', 'night-city'],
  ['Party Night', 'party-night'],
  ['Pharaoh Treasure', 'pharaoh-treasure'],
  ['Magic Lamp', 'magic-lamp'],
  ['Gold Rush', 'gold-rush', 'mac88'],
  ['Hawaii Beauty', 'hawaii-beauty', 'mac88'],
  ['Lucky Coming', 'lucky-coming', 'mac88'],
  ['Golden Queen', 'golden-queen', 'mac88'],
  ['Medusa', 'medusa', 'mac88'],
  ['Book of Gold', 'book-of-gold', 'mac88'],
  ['Sweet Land', 'sweet-land', 'mac88'],
  ['Dragon Treasure', 'dragon-treasure', 'mac88'],
  ['Cricket Fever', 'cricket-fever', 'more-slots'],
  ['Diwali Lights', 'diwali-lights', 'more-slots'],
  ['Holi Colours', 'holi-colours', 'more-slots'],
  ['Maharaja Riches', 'maharaja-riches', 'more-slots'],
  ['Tiger Temple', 'tiger-temple', 'more-slots'],
  ['Lotus Fortune', 'lotus-fortune', 'more-slots'],
  ['Ganesha Gold', 'ganesha-gold', 'more-slots'],
  ['Bollywood Star', 'bollywood-star', 'more-slots'],
  ['Taj Treasures', 'taj-treasures', 'more-slots'],
  ['Monsoon Wilds', 'monsoon-wilds', 'more-slots'],
  ['Jewels of India', 'jewels-of-india', 'more-slots'],
  ['Rickshaw Rally', 'rickshaw-rally', 'more-slots'],
];

const tables: Row[] = [
  ['Baccarat', 'baccarat', 'lotus', 'baccarat'],
  ['Roulette', 'roulette'],
  ['Blackjack', 'blackjack'],
  ['Dragon Tiger', 'dragon-tiger', 'lotus', 'dragon-tiger'],
  ['Sic Bo', 'sic-bo'],
  ['7 Up 7 Down', '7-up-down', 'lotus', '7-up-down'],
  ['Hi-Lo', 'hilo', 'lotus', 'hilo'],
  ['Dice', 'dice', 'lotus', 'dice'],
  ['Casino War', 'casino-war'],
  ['Red Dog', 'red-dog', 'aura'],
  ['Lucky 7', 'lucky-7', 'lotus', '7-up-down'],
  ['32 Cards', '32-cards', 'aura'],
];

const crash: Row[] = [
  ['Aviator', 'aviator', 'lotus', 'aviator'],
  ['Mines', 'mines', 'lotus', 'mines'],
  ['Plinko', 'plinko', 'lotus', 'plinko'],
  ['Color Prediction', 'color-prediction', 'lotus', 'color-prediction'],
  ['Goal', 'goal', 'lotus', 'goal'],
  ['Limbo', 'limbo', 'aura'],
  ['Jet Rush', 'jet-rush', 'aura'],
  ['Rocket Crash', 'rocket-crash', 'aura'],
  ['Tower Legend', 'tower-legend', 'aura'],
  ['Chicken Road', 'chicken-road', 'aura'],
  ['Balloon Pop', 'balloon-pop', 'aura'],
];

const indianCards: Row[] = [
  ['TeenPatti', 'teenpatti', 'lotus', 'teenpatti'],
  ['Andar Bahar', 'andar-bahar', 'lotus', 'andar-bahar'],
  ['Teen Patti 20-20', 'teenpatti-20-20', 'lotus', 'teenpatti'],
  ['Muflis TeenPatti', 'muflis-teenpatti'],
  ['Jhandi Munda', 'jhandi-munda'],
  ['Rummy', 'rummy'],
  ['Poker', 'poker'],
  ['Joker TeenPatti', 'joker-teenpatti'],
  ['AK47 TeenPatti', 'ak47-teenpatti'],
  ['TeenPatti Face Off', 'teenpatti-face-off'],
  ['Amar Akbar Anthony', 'amar-akbar-anthony'],
  ['Bollywood Casino', 'bollywood-casino'],
  ['Callbreak', 'callbreak'],
  ['Andar Bahar 2', 'andar-bahar-2', 'lotus', 'andar-bahar'],
  ['Dus Ka Dum', 'dus-ka-dum'],
  ['Six Player Poker', 'six-player-poker'],
];

const live: Row[] = [
  ['Live Roulette', 'live-roulette', 'evolution'],
  ['Live Baccarat', 'live-baccarat', 'evolution'],
  ['Live Teen Patti', 'live-teenpatti', 'evolution'],
  ['Live Andar Bahar', 'live-andar-bahar', 'evolution'],
];

const funGames: Row[] = [['Fun Games', 'fun-games', 'lotus', 'fun-games']];

const groups: [GameType, Row[]][] = [
  ['Fish Game', fish],
  ['Slot Game', slots],
  ['Table Game', tables],
  ['Crash Game', crash],
  ['India Poker Game', indianCards],
  ['CasinoLive', live],
  ['Slot Game', funGames],
];

/**
 * Titles among the spec's crash games (ids 63-73) that are not crash games: no multiplier climbs
 * until a crash; the board plays out at once. Their tag says so (migration 0035 for older data).
 */
const instantUids = new Set(['mines', 'plinko']);

export const titleSeeds: TitleSeed[] = groups
  .flatMap(([type, rows]) => rows.map((row) => ({ type, row })))
  .map(({ type, row: [name, uid, provider, providerGameId] }, index) => ({
    id: index + 1,
    name,
    uid,
    type: instantUids.has(uid) ? 'Instant Game' : type,
    provider: provider ?? 'royal-gaming',
    providerGameId: providerGameId ?? uid,
  }));

/**
 * Titles of the Indian tables (issue 17) whose Lotus game is not built yet. Launch says so
 * (422 GAME_COMING_SOON) instead of opening the demo aggregator's stand-in, which would pretend
 * to be them. A title leaves this list when its game is registered (shared/fairness/table-games.ts).
 */
export const comingSoonUids: ReadonlySet<string> = new Set([
  'muflis-teenpatti',
  'joker-teenpatti',
  'ak47-teenpatti',
  'teenpatti-face-off',
  'jhandi-munda',
  'rummy',
  'poker',
  'amar-akbar-anthony',
  'bollywood-casino',
  'callbreak',
  'dus-ka-dum',
  'six-player-poker',
]);
