import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardLabel } from './cards';
import { dealTableRound } from './table-games';
import { cardFromIndex } from './hilo';
import { cards, dealTop, shoeByHand, shoePositions } from './card-test-support';
import {
  compareTeenPattiHands,
  dealTeenPatti,
  rankTeenPattiHand,
  TEEN_PATTI,
  TEEN_PATTI_BETS,
  TEEN_PATTI_DEALS,
  TEEN_PATTI_RTP,
  TEEN_PATTI_TIED_DEALS,
  teenPattiMultiplier,
  type TeenPattiHandCategory,
} from './teen-patti';
import { createRandom, expectRtpNear, simulateRtp } from './test-support';

const hand = (labels: string) => rankTeenPattiHand(cards(labels));
const beats = (winner: string, loser: string) => compareTeenPattiHands(hand(winner), hand(loser));

/** Every 3-card hand of the deck, as card index triples. */
function everyHand(): [number, number, number][] {
  const hands: [number, number, number][] = [];
  for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) hands.push([a, b, c]);
  return hands;
}

describe('teen patti', () => {
  it('ranks trail > pure sequence > sequence > colour > pair > high card', () => {
    const ladder = ['2♠ 2♥ 2♦', 'Q♠ K♠ J♠', 'A♦ K♠ Q♥', 'A♠ 9♠ 2♠', 'A♠ A♥ K♦', 'A♠ K♥ J♦', '5♠ 3♥ 2♦'];
    expect(ladder.map((labels) => hand(labels).category)).toEqual(['trail', 'pure-sequence', 'sequence', 'colour', 'pair', 'high-card', 'high-card']);
    for (let i = 0; i + 1 < ladder.length; i++) expect(beats(ladder[i] ?? '', ladder[i + 1] ?? '')).toBe('A');
  });

  it('counts the published number of hands of each rank: 52, 48, 720, 1096, 3744, 16440', () => {
    const counts: Partial<Record<TeenPattiHandCategory, number>> = {};
    for (const indices of everyHand()) {
      const { category } = rankTeenPattiHand(indices.map(cardFromIndex));
      counts[category] = (counts[category] ?? 0) + 1;
    }
    expect(counts).toEqual({ trail: 52, 'pure-sequence': 48, sequence: 720, colour: 1096, pair: 3744, 'high-card': 16_440 });
  });

  it('orders sequences A-K-Q, A-2-3, K-Q-J … 4-3-2, and trails A-A-A down to 2-2-2', () => {
    expect(beats('A♠ K♥ Q♦', '3♠ A♥ 2♦')).toBe('A');
    expect(beats('A♠ 2♥ 3♦', 'K♠ Q♥ J♦')).toBe('A');
    expect(beats('K♠ Q♥ J♦', '4♠ 3♥ 2♦')).toBe('A');
    expect(beats('3♣ 2♣ A♣', 'K♥ Q♥ J♥')).toBe('A'); // pure A-2-3 over pure K-Q-J
    expect(hand('Q♠ K♥ A♦').category).toBe('sequence');
    expect(hand('K♠ A♥ 2♦').category).toBe('high-card'); // no wrap-around sequence
    expect(beats('A♠ A♥ A♦', 'K♠ K♥ K♦')).toBe('A');
    expect(beats('3♠ 3♥ 3♦', '2♠ 2♥ 2♣')).toBe('A');
  });

  it('judges colours and high cards card by card from the top, pairs on the pair then the odd card', () => {
    expect(beats('K♠ 9♠ 2♠', 'K♥ 8♥ 7♥')).toBe('A');
    expect(beats('K♠ 9♠ 3♠', 'K♥ 9♥ 2♥')).toBe('A');
    expect(beats('A♠ 4♥ 2♦', 'K♠ Q♥ 10♦')).toBe('A');
    expect(beats('2♠ 2♥ 3♦', 'A♠ K♥ Q♣')).toBe('B'); // A-K-Q sequence beats any pair
    expect(beats('3♠ 3♥ 2♦', '2♣ 2♦ A♥')).toBe('A');
    expect(beats('9♠ 9♥ 4♦', '9♣ 9♦ 5♥')).toBe('B');
  });

  it('never ranks suits: hands of the same ranks tie', () => {
    expect(beats('A♠ K♥ J♦', 'A♥ K♠ J♣')).toBe('tie');
    expect(beats('7♠ 7♥ 4♦', '7♣ 7♦ 4♥')).toBe('tie');
    expect(beats('A♠ 2♠ 3♠', 'A♥ 2♥ 3♥')).toBe('tie');
  });

  it('deals cards 1, 3, 5 to Player A and 2, 4, 6 to Player B', () => {
    const deck = cards('A♠ 2♥ A♥ 2♠ A♦ 5♣ K♣');
    const round = dealTeenPatti(deck);
    expect(round.cards.map((c) => c.label)).toEqual(['A♠', '2♥', 'A♥', '2♠', 'A♦', '5♣']);
    expect(round.handA.category).toBe('trail');
    expect(round.handB.category).toBe('pair');
    expect(round.winner).toBe('A');
    expect(() => dealTeenPatti(deck.slice(0, 5))).toThrow(RangeError);
  });

  it('pays 1.98 on the winner, the stake back on a tie, and the Pair Plus table on each hand', () => {
    const round = dealTeenPatti(cards('A♠ 2♥ A♥ 2♠ A♦ 5♣'));
    expect(TEEN_PATTI_BETS.map((bet) => teenPattiMultiplier(bet, round))).toEqual([1.98, 0, 31, 2]);
    const tie = dealTeenPatti(cards('A♠ A♥ K♥ K♠ J♦ J♣'));
    expect(tie.winner).toBe('tie');
    expect(TEEN_PATTI_BETS.map((bet) => teenPattiMultiplier(bet, tie))).toEqual([1, 1, 0, 0]);
    const sequences = dealTeenPatti(cards('4♠ 9♥ 5♠ 10♥ 6♠ J♦'));
    expect(TEEN_PATTI_BETS.map((bet) => teenPattiMultiplier(bet, sequences))).toEqual([1.98, 0, 41, 7]);
    const colour = dealTeenPatti(cards('4♠ 9♥ 8♠ 2♥ Q♠ K♥'));
    expect(TEEN_PATTI_BETS.map((bet) => teenPattiMultiplier(bet, colour))).toEqual([0, 1.98, 5, 5]);
  });

  it('states the exact RTP: ties counted over every one of the 407,170,400 deals', () => {
    // Group the 22,100 hands by strength; a tie is two disjoint hands of one strength.
    const byStrength = new Map<number, bigint[]>();
    for (const indices of everyHand()) {
      const { strength } = rankTeenPattiHand(indices.map(cardFromIndex));
      const mask = indices.reduce((bits, index) => bits | (1n << BigInt(index)), 0n);
      byStrength.set(strength, [...(byStrength.get(strength) ?? []), mask]);
    }
    let ties = 0;
    for (const masks of byStrength.values()) for (const a of masks) for (const b of masks) if ((a & b) === 0n) ties++;
    expect(ties).toBe(TEEN_PATTI_TIED_DEALS);
    expect(TEEN_PATTI_DEALS).toBe(407_170_400);
    // A wins as often as B, by symmetry: (N − T) / 2 each.
    const playerRtp = (1.98 * ((TEEN_PATTI_DEALS - ties) / 2) + ties) / TEEN_PATTI_DEALS;
    expect(TEEN_PATTI_RTP['player_a']).toBeCloseTo(playerRtp, 12);
    expect(TEEN_PATTI_RTP['player_a']).toBeCloseTo(0.990011, 6);
    expect(TEEN_PATTI_RTP['pair_plus_b']).toBeCloseTo((3744 * 2 + 1096 * 5 + 720 * 7 + 52 * 31 + 48 * 41) / 22_100, 12);
  });

  it('deals for the table engine: spots a and b, the road letter, every bet type with its stated RTP', () => {
    const outcome = TEEN_PATTI.deal(cards('A♠ 2♥ A♥ 2♠ A♦ 5♣').map((c) => c.index));
    expect(outcome.cards.map((c) => c.spot)).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(outcome.road).toBe('A');
    expect(outcome.summary).toBe('Player A wins: Trail (A♠ A♥ A♦) against Pair (2♥ 2♠ 5♣)');
    expect(outcome.multipliers).toEqual({ player_a: 1.98, player_b: 0, pair_plus_a: 31, pair_plus_b: 2 });
    expect(TEEN_PATTI.deal(cards('A♠ A♥ K♥ K♠ J♦ J♣').map((c) => c.index))).toMatchObject({ road: 'T', summary: expect.stringMatching(/^Tie: /) });
    expect(TEEN_PATTI.bets.map((bet) => [bet.key, bet.rtp])).toEqual(TEEN_PATTI_BETS.map((bet) => [bet, TEEN_PATTI_RTP[bet]]));
  });

  it('deals a round from its hash on the chain (fixed vector, shoe worked out by hand)', async () => {
    const hash = createHash('sha256').update('lotus').digest('hex');
    const outcome = await dealTableRound('teenpatti', hash);
    const labels = outcome.cards.map(({ card }) => cardLabel(card));
    expect(labels).toEqual(shoeByHand(hash, 'teenpatti', 1, labels.length));
    expect(labels).toEqual(['J♣', '2♣', 'J♦', 'Q♥', '10♣', '8♠']);
    expect(outcome.summary).toBe('Player A wins: Pair (J♣ J♦ 10♣) against High card (2♣ Q♥ 8♠)');
  });

  it('returns its stated RTP over a million simulated rounds', () => {
    // Each round is a fresh shuffle with one bet of each type in turn; per-bet variance is ≈ 1 on a
    // player and ≈ 5 on Pair Plus, so 4 SE ≈ 0.7%.
    const random = createRandom(20_20);
    const positions = shoePositions(1);
    const estimate = simulateRtp(1_000_000, (round) => {
      const bet = TEEN_PATTI_BETS[round % TEEN_PATTI_BETS.length] ?? 'player_a';
      return teenPattiMultiplier(bet, dealTeenPatti(dealTop(random, positions, 6)));
    });
    const expected = TEEN_PATTI_BETS.reduce((sum, bet) => sum + TEEN_PATTI_RTP[bet], 0) / TEEN_PATTI_BETS.length;
    expectRtpNear('teen patti', estimate, expected);
  });
});
