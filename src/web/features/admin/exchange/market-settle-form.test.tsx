import { describe, expect, it } from 'vitest';
import type { Settlement } from '@shared/schemas/exchange';
import { describeSettlement } from './market-settle-form';

const settled: Settlement = {
  market_id: 7,
  round: 1,
  result: { winner_runner_id: 3 },
  settled_at: '2026-11-25T15:00:00.000Z',
  bets_settled: 1,
  players: 1,
  total_paid: 40,
  total_commission: 0,
  already_settled: false,
};

describe('describeSettlement', () => {
  it('counts one bet and one player in the singular', () => {
    expect(describeSettlement(settled)).toBe('1 bet for 1 player; paid ₹40.00, commission ₹0.00.');
  });

  it('counts several in the plural, with the rupees in Indian grouping', () => {
    expect(describeSettlement({ ...settled, bets_settled: 12, players: 5, total_paid: 125_000.5, total_commission: 2_500 })).toBe(
      '12 bets for 5 players; paid ₹1,25,000.50, commission ₹2,500.00.',
    );
  });
});
