import { cardFromIndex, type Card } from './hilo';
import type { TableGame } from './tables';

// Baccarat (punto banco), dealt from a freshly shuffled shoe of eight decks every round.
// Card values: ace 1, 2–9 face value, 10 and pictures 0; a hand's total is its values' sum mod 10.
// Deal order: Player, Banker, Player, Banker; then the third-card rules, exactly:
// - a natural (either hand totals 8 or 9 on two cards): both stand;
// - Player draws on 0–5 and stands on 6–7;
// - if Player stood, Banker draws on 0–5 and stands on 6–7;
// - if Player drew a third card worth p, Banker draws on 0–2, on 3 unless p is 8, on 4 when p is
//   2–7, on 5 when p is 4–7, on 6 when p is 6–7, and stands on 7.
// The higher total wins; equal totals tie.
// Bets and what they pay back per unit staked (stake included):
//   Player 2 (1:1) · Banker 1.95 (1:1 less 5% commission) · on a tie both return the stake
//   Tie 9 (8:1) · Player Pair / Banker Pair 12 (11:1): the hand's first two cards are one rank
// Exact RTP with eight decks (baccarat.test.ts enumerates every deal without replacement):
// Banker 98.9421% (edge 1.0579%), Player 98.7649% (1.2351%), Tie 85.6404% (14.3596%), either
// pair 89.6386% (372/415: edge 10.3614%) — the published eight-deck figures 1.06%, 1.24%,
// 14.36% and 10.36%.

export const BACCARAT_DECKS = 8;
/** At most three cards a hand. */
export const BACCARAT_CARDS_PER_ROUND = 6;

export const BACCARAT_BETS = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;
export type BaccaratBet = (typeof BACCARAT_BETS)[number];

export const BACCARAT_MULTIPLIERS: Readonly<Record<BaccaratBet, number>> = {
  player: 2,
  banker: 1.95,
  tie: 9,
  player_pair: 12,
  banker_pair: 12,
};

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratRound {
  /** Cards in deal order, each with the hand it went to. */
  readonly cards: readonly { readonly card: Card; readonly hand: 'player' | 'banker' }[];
  readonly player: readonly Card[];
  readonly banker: readonly Card[];
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly winner: BaccaratWinner;
  readonly playerPair: boolean;
  readonly bankerPair: boolean;
}

/** Ace 1, 2–9 their number, 10 and pictures 0. */
export const baccaratValue = (card: Pick<Card, 'rank'>): number => (card.rank >= 10 ? 0 : card.rank);

export const baccaratTotal = (cards: readonly Pick<Card, 'rank'>[]): number => cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** Whether Banker draws on `bankerTotal` when Player's third card was worth `playerThird` (undefined: Player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deals a coup from the top of a shuffled shoe (it uses 4 to 6 cards). */
export function dealBaccarat(shoe: readonly Card[]): BaccaratRound {
  if (shoe.length < BACCARAT_CARDS_PER_ROUND) throw new RangeError(`a baccarat round needs ${BACCARAT_CARDS_PER_ROUND} cards`);
  const next = (position: number): Card => {
    const card = shoe[position];
    if (card === undefined) throw new RangeError('the shoe ran out');
    return card;
  };
  const player = [next(0), next(2)];
  const banker = [next(1), next(3)];
  const cards: { card: Card; hand: 'player' | 'banker' }[] = [
    { card: next(0), hand: 'player' },
    { card: next(1), hand: 'banker' },
    { card: next(2), hand: 'player' },
    { card: next(3), hand: 'banker' },
  ];
  const isNatural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  if (!isNatural) {
    let playerThird: number | undefined;
    if (baccaratTotal(player) <= 5) {
      const third = next(cards.length);
      player.push(third);
      cards.push({ card: third, hand: 'player' });
      playerThird = baccaratValue(third);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) {
      const third = next(cards.length);
      banker.push(third);
      cards.push({ card: third, hand: 'banker' });
    }
  }
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  const winner: BaccaratWinner = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
  const isPair = (hand: readonly Card[]) => hand[0]?.rank === hand[1]?.rank;
  return { cards, player, banker, playerTotal, bankerTotal, winner, playerPair: isPair(player), bankerPair: isPair(banker) };
}

/** What `bet` pays back per unit staked on this coup: 0 lost, 1 returned (Player or Banker on a tie), more a win. */
export function baccaratMultiplier(bet: BaccaratBet, round: Pick<BaccaratRound, 'winner' | 'playerPair' | 'bankerPair'>): number {
  switch (bet) {
    case 'player':
    case 'banker':
      if (round.winner === 'tie') return 1;
      return round.winner === bet ? BACCARAT_MULTIPLIERS[bet] : 0;
    case 'tie':
      return round.winner === 'tie' ? BACCARAT_MULTIPLIERS.tie : 0;
    case 'player_pair':
      return round.playerPair ? BACCARAT_MULTIPLIERS['player_pair'] : 0;
    case 'banker_pair':
      return round.bankerPair ? BACCARAT_MULTIPLIERS['banker_pair'] : 0;
  }
}

/**
 * The exact eight-deck probabilities of a coup's result, as the tests enumerate them (every
 * sequence of up to six card values drawn without replacement): P(Player), P(Banker), P(tie).
 */
export const BACCARAT_OUTCOME_PROBABILITIES = {
  player: 0.4462466093432,
  banker: 0.4585974226323,
  tie: 0.0951559680236,
} as const;

const { player: P_PLAYER, banker: P_BANKER, tie: P_TIE } = BACCARAT_OUTCOME_PROBABILITIES;
/** Two cards of one rank from 416: 31 of the 415 cards left match the first. */
const P_PAIR = 31 / 415;

/** The exact return to player of each bet (the tests enumerate every deal to check it). */
export const BACCARAT_RTP: Readonly<Record<BaccaratBet, number>> = {
  player: 2 * P_PLAYER + P_TIE,
  banker: 1.95 * P_BANKER + P_TIE,
  tie: 9 * P_TIE,
  player_pair: 12 * P_PAIR,
  banker_pair: 12 * P_PAIR,
};

const WINNER_WORDS: Readonly<Record<BaccaratWinner, string>> = { player: 'Player wins', banker: 'Banker wins', tie: 'Tie' };

export const BACCARAT: TableGame = {
  key: 'baccarat',
  title: 'Baccarat',
  decks: BACCARAT_DECKS,
  cardsNeeded: BACCARAT_CARDS_PER_ROUND,
  bets: [
    { key: 'player', label: 'Player', pays: '1:1', rtp: BACCARAT_RTP.player },
    { key: 'tie', label: 'Tie', pays: '8:1', rtp: BACCARAT_RTP.tie },
    { key: 'banker', label: 'Banker', pays: '0.95:1', rtp: BACCARAT_RTP.banker },
    { key: 'player_pair', label: 'Player Pair', pays: '11:1', rtp: BACCARAT_RTP.player_pair },
    { key: 'banker_pair', label: 'Banker Pair', pays: '11:1', rtp: BACCARAT_RTP.banker_pair },
  ],
  rules: [
    'Eight decks, shuffled for every round. Ace counts 1, 2–9 their number, 10 and pictures 0; a hand counts its total’s last digit. Dealt Player, Banker, Player, Banker.',
    'A natural 8 or 9 on either hand: both stand. Otherwise Player draws on 0–5 and stands on 6–7.',
    'If Player stood, Banker draws on 0–5. If Player drew a third card, Banker draws on 0–2; on 3 unless that card is an 8; on 4 if it is 2–7; on 5 if 4–7; on 6 if 6–7; Banker stands on 7.',
    'Player pays 1:1, Banker 1:1 less 5% commission (0.95:1). On a tie, Player and Banker bets get their stake back; Tie pays 8:1.',
    'Player Pair and Banker Pair pay 11:1 when that hand’s first two cards are of one rank.',
  ],
  deal(shoe) {
    const round = dealBaccarat(shoe.map(cardFromIndex));
    const multipliers = Object.fromEntries(BACCARAT_BETS.map((bet) => [bet, baccaratMultiplier(bet, round)]));
    return {
      cards: round.cards.map(({ card, hand }) => ({ card: card.index, spot: hand })),
      road: round.winner === 'tie' ? 'T' : round.winner === 'player' ? 'P' : 'B',
      summary: `${WINNER_WORDS[round.winner]}: Player ${round.playerTotal}, Banker ${round.bankerTotal}`,
      multipliers,
    };
  },
};
