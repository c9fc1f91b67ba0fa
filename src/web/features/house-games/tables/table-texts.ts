import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { ANDAR_BAHAR_COUNT_BETS, type GoalCorner, type TableGameKey, type TeenPattiHandCategory } from '@shared/fairness';

// What the player reads at a card table, in their language. The API keeps the shared English
// (src/shared/fairness/<game>.ts: bet labels, rules, road marks); the screens translate it here,
// keyed by the table and the bet type, spot or mark. In English each text is the shared one word
// for word (table-texts.test.ts), so a rule changed there fails until it is changed here too.

type Texts = Readonly<Record<string, MessageDescriptor>>;

const TIE = msg`Tie`;
const PLAYER = msg`Player`;
const BANKER = msg`Banker`;

/** Andar Bahar's side bets on how many cards are dealt after the joker, named from their range. */
function cardCountName(first: number, last: number): string {
  return last === 49 ? t`${first}+ cards` : t`${first}–${last} cards`;
}
const ANDAR_BAHAR_COUNTS = new Map<string, readonly [number, number]>(ANDAR_BAHAR_COUNT_BETS.map(([key, first, last]) => [key, [first, last]]));

const CORNERS: Readonly<Record<GoalCorner, MessageDescriptor>> = {
  top_left: msg`Top left`,
  top_right: msg`Top right`,
  bottom_left: msg`Bottom left`,
  bottom_right: msg`Bottom right`,
};

const BET_NAMES: Readonly<Record<TableGameKey, Texts>> = {
  'dragon-tiger': {
    dragon: msg`Dragon`,
    tie: TIE,
    tiger: msg`Tiger`,
    suited_tie: msg`Suited Tie`,
    dragon_red: msg`Dragon Red`,
    dragon_black: msg`Dragon Black`,
    tiger_red: msg`Tiger Red`,
    tiger_black: msg`Tiger Black`,
  },
  '7-up-down': {
    under: msg`Under 7`,
    seven: msg`Lucky 7`,
    over: msg`Over 7`,
    red: msg`Red`,
    black: msg`Black`,
    odd: msg`Odd`,
    even: msg`Even`,
  },
  'andar-bahar': { andar: msg`Andar`, bahar: msg`Bahar` },
  teenpatti: { player_a: msg`Player A`, player_b: msg`Player B`, pair_plus_a: msg`Pair Plus A`, pair_plus_b: msg`Pair Plus B` },
  baccarat: { player: PLAYER, tie: TIE, banker: BANKER, player_pair: msg`Player Pair`, banker_pair: msg`Banker Pair` },
  goal: { goal: msg`Goal`, no_goal: msg`No Goal`, saved: msg`Saved`, missed: msg`Missed`, ...CORNERS },
};

/** A bet type's name at its table; `fallback` (the API's label) for a type this build does not know. */
export function betName(game: TableGameKey, key: string, fallback: string = key): string {
  const name = BET_NAMES[game][key];
  if (name) return t(name);
  const count = game === 'andar-bahar' ? ANDAR_BAHAR_COUNTS.get(key) : undefined;
  return count ? cardCountName(count[0], count[1]) : fallback;
}

/** A payout as players read it: '11:1' the same in every language, a range ('1:1 to 40:1') in words. */
export function paysText(pays: string): string {
  const range = /^(\S+) to (\S+)$/.exec(pays);
  if (!range) return pays;
  const [, low = '', high = ''] = range;
  return t`${low} to ${high}`;
}

/** Where the cards land on the felt (the shared deal's spots). */
const SPOT_NAMES: Texts = {
  dragon: msg`Dragon`,
  tiger: msg`Tiger`,
  card: msg`Card`,
  joker: msg`Joker`,
  andar: msg`Andar`,
  bahar: msg`Bahar`,
  a: msg`Player A`,
  b: msg`Player B`,
  player: PLAYER,
  banker: BANKER,
};

export function spotName(spot: string): string {
  const name = SPOT_NAMES[spot];
  return name ? t(name) : spot.replace(/_/g, ' ');
}

const HAND_NAMES: Readonly<Record<TeenPattiHandCategory, MessageDescriptor>> = {
  'high-card': msg`High card`,
  pair: msg`Pair`,
  colour: msg`Colour`,
  sequence: msg`Sequence`,
  'pure-sequence': msg`Pure sequence`,
  trail: msg`Trail`,
};

/** A Teen Patti hand's rank by name (TEEN_PATTI_HAND_NAMES in English). */
export const handName = (category: TeenPattiHandCategory): string => t(HAND_NAMES[category]);

/** A corner of the goal inside a sentence ('top left'; CORNER_WORDS of goal.ts in English). */
const CORNERS_IN_TEXT: Readonly<Record<GoalCorner, MessageDescriptor>> = {
  top_left: msg`top left`,
  top_right: msg`top right`,
  bottom_left: msg`bottom left`,
  bottom_right: msg`bottom right`,
};

export const cornerInText = (corner: GoalCorner): string => t(CORNERS_IN_TEXT[corner]);

/** The short marks of the road strip: one letter or word a result, each table its own. */
const ROAD_MARKS: Readonly<Record<TableGameKey, Texts>> = {
  'dragon-tiger': {
    D: msg({ message: 'D', context: 'road mark: Dragon won' }),
    T: msg({ message: 'T', context: 'road mark: Tiger won' }),
    Tie: msg({ message: 'Tie', context: 'road mark' }),
  },
  '7-up-down': {
    Down: msg({ message: 'Down', context: 'road mark: under 7' }),
    '7': msg({ message: '7', context: 'road mark: the card was a seven' }),
    Up: msg({ message: 'Up', context: 'road mark: over 7' }),
  },
  'andar-bahar': {
    A: msg({ message: 'A', context: 'road mark: Andar won' }),
    B: msg({ message: 'B', context: 'road mark: Bahar won' }),
  },
  teenpatti: {
    A: msg({ message: 'A', context: 'road mark: Player A won' }),
    B: msg({ message: 'B', context: 'road mark: Player B won' }),
    T: msg({ message: 'T', context: 'road mark: a tie' }),
  },
  baccarat: {
    P: msg({ message: 'P', context: 'road mark: Player won' }),
    B: msg({ message: 'B', context: 'road mark: Banker won' }),
    T: msg({ message: 'T', context: 'road mark: a tie' }),
  },
  goal: {
    G: msg({ message: 'G', context: 'road mark: goal' }),
    S: msg({ message: 'S', context: 'road mark: saved' }),
    M: msg({ message: 'M', context: 'road mark: missed' }),
  },
};

export function roadMark(game: TableGameKey, mark: string): string {
  const text = ROAD_MARKS[game][mark];
  return text ? t(text) : mark;
}

/** The rules as shown at the table (each table's `rules` in src/shared/fairness). */
const RULES: Readonly<Record<TableGameKey, readonly MessageDescriptor[]>> = {
  'dragon-tiger': [
    msg`Eight decks, shuffled for every round. One card to Dragon, one to Tiger; the higher card wins. Ace is low (A = 1, K = 13); suits do not rank.`,
    msg`Dragon and Tiger pay 1:1. On a tie, Dragon and Tiger bets get half the stake back.`,
    msg`Tie pays 11:1 on any tie; Suited Tie (same rank and suit) pays 50:1.`,
    msg`Red and Black on Dragon’s or Tiger’s card pay 0.98:1.`,
  ],
  '7-up-down': [
    msg`One card from a fresh single deck every round. Ace counts 1, Jack 11, Queen 12, King 13.`,
    msg`Under 7 (A to 6) and Over 7 (8 to K) pay 1:1; both lose when the card is a 7. Lucky 7 pays 11:1.`,
    msg`Red or Black pays 0.95:1. Odd (A, 3, 5, 7, 9, J, K) pays 0.79:1; Even (2, 4, 6, 8, 10, Q) pays 1.1:1.`,
  ],
  'andar-bahar': [
    msg`One deck, shuffled for every round. The first card is the joker.`,
    msg`Cards are then dealt one at a time to Andar, Bahar, Andar, … (Andar always first) until one matches the joker’s rank: that side wins.`,
    msg`Andar pays 0.9:1 (it is dealt first, so it wins slightly more often); Bahar pays 1:1.`,
    msg`Side bets on how many cards are dealt after the joker, the match included: 1–5 pays 2.5:1, 6–10 3.5:1, 11–15 4.5:1, 16–25 3.5:1, 26–30 15:1, 31–35 25:1, 36–40 50:1, 41 or more 120:1.`,
  ],
  teenpatti: [
    msg`One deck, shuffled for every round. Three cards each to Player A and Player B, dealt A, B, A, B, A, B; the better hand wins.`,
    msg`Hands, best first: Trail (three of a kind), Pure sequence, Sequence, Colour, Pair, High card. A-K-Q is the best sequence and A-2-3 the second best; K-A-2 is not a sequence.`,
    msg`Equal hands are judged card by card from the highest (a pair on its pair, then the odd card); suits never rank, so hands of the same ranks tie.`,
    msg`Player A and Player B pay 0.98:1. On a tie both get their stake back.`,
    msg`Pair Plus A / B pays on that player’s own hand: Pair 1:1, Colour 4:1, Sequence 6:1, Trail 30:1, Pure sequence 40:1.`,
  ],
  baccarat: [
    msg`Eight decks, shuffled for every round. Ace counts 1, 2–9 their number, 10 and pictures 0; a hand counts its total’s last digit. Dealt Player, Banker, Player, Banker.`,
    msg`A natural 8 or 9 on either hand: both stand. Otherwise Player draws on 0–5 and stands on 6–7.`,
    msg`If Player stood, Banker draws on 0–5. If Player drew a third card, Banker draws on 0–2; on 3 unless that card is an 8; on 4 if it is 2–7; on 5 if 4–7; on 6 if 6–7; Banker stands on 7.`,
    msg`Player pays 1:1, Banker 1:1 less 5% commission (0.95:1). On a tie, Player and Banker bets get their stake back; Tie pays 8:1.`,
    msg`Player Pair and Banker Pair pay 11:1 when that hand’s first two cards are of one rank.`,
  ],
  goal: [
    msg`One penalty kick a round. The kick is the top card of a deck shuffled for the round: its rank decides the result, its suit the corner.`,
    msg`2 to 10: Goal (36 cards). J or Q: Saved (8). K or A: Missed (8).`,
    msg`♠ top left, ♥ top right, ♦ bottom left, ♣ bottom right: each corner 1 in 4, whatever the result.`,
    msg`Goal pays 0.41:1, No Goal (saved or missed) 2.17:1, Saved and Missed 5.34:1 each, the corner of the kick 2.9:1.`,
  ],
};

/** The table's rules in the player's language. */
export const rulesOf = (game: TableGameKey): string[] => RULES[game].map((rule) => t(rule));
