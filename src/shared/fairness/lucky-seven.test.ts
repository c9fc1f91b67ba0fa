import { describe, expect, it } from 'vitest';
import { LUCKY_SEVEN, dealLuckySeven } from './lucky-seven';
import { expectMeasuredRtps, simulateTable } from './table-test-support';

describe('7 Up Down', () => {
  it('ace is 1 and under; a 7 loses under and over and pays the seven; colour and odd/even on the card', () => {
    // 48 = A♦, 20 = 7♦, 21 = 7♥, 42 = Q♠, 3 = 2♣
    expect(dealLuckySeven([48])).toMatchObject({ road: 'Down', multipliers: { under: 2, over: 0, seven: 0, red: 1.95, odd: 1.79, even: 0 } });
    expect(dealLuckySeven([21])).toMatchObject({ road: '7', summary: '7♥: seven', multipliers: { under: 0, over: 0, seven: 12, red: 1.95, odd: 1.79 } });
    expect(dealLuckySeven([42])).toMatchObject({ road: 'Up', multipliers: { over: 2, black: 1.95, even: 2.1, odd: 0 } });
    expect(dealLuckySeven([3])).toMatchObject({ road: 'Down', multipliers: { under: 2, black: 1.95, even: 2.1 } });
  });

  it('states each bet’s exact RTP: all 52 cards enumerated', () => {
    const totals = new Map<string, number>();
    for (let card = 0; card < 52; card++) {
      for (const [bet, multiplier] of Object.entries(dealLuckySeven([card]).multipliers)) totals.set(bet, (totals.get(bet) ?? 0) + multiplier);
    }
    for (const bet of LUCKY_SEVEN.bets) expect((totals.get(bet.key) ?? 0) / 52, bet.key).toBeCloseTo(bet.rtp, 9);
  });

  it('a million simulated rounds return the stated RTP of every bet', () => {
    expectMeasuredRtps(LUCKY_SEVEN, simulateTable(LUCKY_SEVEN, 1_000_000));
  });
});
