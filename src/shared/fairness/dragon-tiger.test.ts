import { describe, expect, it } from 'vitest';
import { DRAGON_TIGER, dealDragonTiger } from './dragon-tiger';
import { expectMeasuredRtps, simulateTable } from './table-test-support';

// Cards by index (cards.ts): index = 4 × (rank position in 2…K, A) + suit (♦ ♥ ♠ ♣).
const card = (label: string) => {
  const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
  const suit = '♦♥♠♣'.indexOf(label.slice(-1));
  return 4 * ranks.indexOf(label.slice(0, -1)) + suit;
};

describe('Dragon Tiger', () => {
  it('pays the higher card, ace low, and half back on a tie', () => {
    expect(dealDragonTiger([card('K♠'), card('A♦')])).toMatchObject({
      road: 'D',
      multipliers: { dragon: 2, tiger: 0, tie: 0, dragon_black: 1.98, tiger_red: 1.98 },
    });
    expect(dealDragonTiger([card('2♣'), card('A♥')])).toMatchObject({ road: 'D', multipliers: { dragon: 2, tiger: 0 } });
    expect(dealDragonTiger([card('9♦'), card('10♠')])).toMatchObject({
      road: 'T',
      summary: 'Tiger wins: 10♠ against 9♦',
      multipliers: { dragon: 0, tiger: 2 },
    });
    expect(dealDragonTiger([card('7♦'), card('7♣')])).toMatchObject({ road: 'Tie', multipliers: { dragon: 0.5, tiger: 0.5, tie: 12, suited_tie: 0 } });
    expect(dealDragonTiger([card('Q♥'), card('Q♥')])).toMatchObject({ summary: 'Suited tie: Q♥ against Q♥', multipliers: { tie: 12, suited_tie: 51 } });
  });

  it('states each bet’s exact RTP: every ordered deal of the 8-deck shoe enumerated', () => {
    const totals = new Map<string, number>();
    let deals = 0;
    for (let first = 0; first < 416; first++) {
      for (let second = 0; second < 416; second++) {
        if (first === second) continue;
        deals++;
        for (const [bet, multiplier] of Object.entries(dealDragonTiger([first % 52, second % 52]).multipliers))
          totals.set(bet, (totals.get(bet) ?? 0) + multiplier);
      }
    }
    for (const bet of DRAGON_TIGER.bets) expect((totals.get(bet.key) ?? 0) / deals, bet.key).toBeCloseTo(bet.rtp, 9);
    expect(DRAGON_TIGER.bets.find((bet) => bet.key === 'dragon')?.rtp).toBeCloseTo(0.962651, 6);
  });

  it('a million simulated rounds return the stated RTP of every bet', () => {
    expectMeasuredRtps(DRAGON_TIGER, simulateTable(DRAGON_TIGER, 1_000_000));
  });
});
