// What a shared-round card table is to the engine (server/modules/casino/house-games/tables) and
// to the Fairness page: pure functions over the round's shoe (cards.ts). A table deals from the
// first `cardsNeeded` cards of a shoe of `decks` decks and answers every bet type's multiplier
// (stake included: 2 pays 1:1, 0.5 is half back, 0 lost).

export interface DealtCard {
  /** 0–51 in the published deck order (cards.ts). */
  readonly card: number;
  /** Where it lands on the felt, e.g. 'dragon', 'andar', 'joker'. */
  readonly spot: string;
}

export interface TableOutcome {
  /** In the order they are dealt and shown. */
  readonly cards: readonly DealtCard[];
  /** The short result shown on the road strip, e.g. 'D', 'T', 'Tie'. */
  readonly road: string;
  /** The result in words, e.g. 'Dragon wins: 9♠ against 4♦'. */
  readonly summary: string;
  /** What each bet type pays per unit staked on this deal; absent types pay 0. */
  readonly multipliers: Readonly<Record<string, number>>;
}

export interface TableBetType {
  readonly key: string;
  readonly label: string;
  /** The payout as players read it, e.g. '1:1', '11:1', '0.9:1'. */
  readonly pays: string;
  /** Exact return to player, computed over every deal (each game's test checks it). */
  readonly rtp: number;
}

export interface TableGame {
  readonly key: string;
  readonly title: string;
  readonly decks: number;
  /** The most cards one round can deal: the floats the shoe takes. */
  readonly cardsNeeded: number;
  readonly bets: readonly TableBetType[];
  /** The rules as shown at the table and on the Fairness page. */
  readonly rules: readonly string[];
  deal(shoe: readonly number[]): TableOutcome;
}

/** A bet type's multiplier on an outcome. */
export function tableMultiplier(outcome: TableOutcome, betType: string): number {
  return outcome.multipliers[betType] ?? 0;
}
