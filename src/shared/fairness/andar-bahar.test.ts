import { describe, expect, it } from 'vitest';
import { ANDAR_BAHAR, dealAndarBahar } from './andar-bahar';
import { expectMeasuredRtps, simulateTable } from './table-test-support';

// The joker K♦ (44); the other kings are 45, 46, 47. Filler: every non-king card, in order.
const FILLER = Array.from({ length: 52 }, (_, card) => card).filter((card) => card < 44 || card > 47);

/** A shoe with the joker first and the three matching cards at these places after it (1-based). */
function shoeWithMatchesAt(places: readonly number[]): number[] {
  const shoe: number[] = [44];
  const kings = [45, 46, 47];
  let filler = 0;
  for (let place = 1; place <= 51; place++) shoe.push(places.includes(place) ? (kings.shift() ?? 0) : (FILLER[filler++] ?? 0));
  return shoe;
}

describe('Andar Bahar', () => {
  it('deals Andar first and stops at the first card of the joker’s rank', () => {
    const andar = dealAndarBahar(shoeWithMatchesAt([1, 2, 3]));
    expect(andar).toMatchObject({ road: 'A', multipliers: { andar: 1.9, cards_1_5: 3.5 } });
    expect(andar.cards.map((card) => card.spot)).toEqual(['joker', 'andar']);
    const bahar = dealAndarBahar(shoeWithMatchesAt([12, 30, 31]));
    expect(bahar).toMatchObject({ road: 'B', multipliers: { bahar: 2, cards_11_15: 5.5 } });
    expect(bahar.multipliers.andar).toBeUndefined();
    expect(bahar.cards).toHaveLength(13);
    expect(dealAndarBahar(shoeWithMatchesAt([49, 50, 51]))).toMatchObject({ road: 'A', multipliers: { andar: 1.9, cards_41_49: 121 } });
  });

  it('states each bet’s exact RTP: every place of the three matching cards enumerated', () => {
    const totals = new Map<string, number>();
    let deals = 0;
    for (let a = 1; a <= 51; a++) {
      for (let b = a + 1; b <= 51; b++) {
        for (let c = b + 1; c <= 51; c++) {
          deals++;
          for (const [bet, multiplier] of Object.entries(dealAndarBahar(shoeWithMatchesAt([a, b, c])).multipliers))
            totals.set(bet, (totals.get(bet) ?? 0) + multiplier);
        }
      }
    }
    expect(deals).toBe(20_825);
    for (const bet of ANDAR_BAHAR.bets) expect((totals.get(bet.key) ?? 0) / deals, bet.key).toBeCloseTo(bet.rtp, 9);
    expect(ANDAR_BAHAR.bets.find((bet) => bet.key === 'andar')?.rtp).toBeCloseTo((1.9 * 10_725) / 20_825, 12);
  });

  it('a million simulated rounds return the stated RTP of every bet', () => {
    expectMeasuredRtps(ANDAR_BAHAR, simulateTable(ANDAR_BAHAR, 1_000_000));
  });
});
