import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DailyReport, ReportDay } from '@shared/schemas/reports';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { ReportsScreen } from './reports-screen';

const pair = (count: number, sum: number) => ({ count, sum });
const day = (date: string, ggr: number): ReportDay => ({
  day: date,
  deposits: { approved: pair(2, 150_000), pending: pair(1, 300), rejected: pair(0, 0) },
  withdrawals: { requested: pair(1, 1000), paid: pair(1, 1000), pending: pair(0, 0), rejected: pair(0, 0) },
  players: { new: 3, active: 5 },
  exchange: { turnover: 2000, matched_volume: 1000, commission: 75, players_won: 1500, players_lost: 1500, house_market_maker_pnl: 0, market_maker_funding: 0 },
  casino: { stakes: 50, wins: 40, rollbacks: 0, ggr: 10, games: [{ game: 'Dice', stakes: 50, wins: 40, rollbacks: 0, ggr: 10 }] },
  bonuses: { granted: 0, converted: 0, expired: 0 },
  adjustments: { credited: 0, debited: 0, net: 0 },
  other_to_players: 0,
  ggr,
  ngr: ggr,
  players_balance_change: 0,
  players_flows_total: 0,
});

function report(from: string, to: string): DailyReport {
  const { day: _day, ...totals } = day(to, 170);
  return { from, to, formula: { ggr: 'GGR = exchange commission + …', ngr: 'NGR = GGR − …' }, days: [day(from, 85), day(to, 85)], totals };
}

describe('reports screen', () => {
  it('shows the range’s totals, the formulas, a line per day and the casino by game, in rupees', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/reports/daily': (call) => {
        const query = new URL(call.path, 'http://lotus.test').searchParams;
        return ok(report(query.get('from') ?? '', query.get('to') ?? ''));
      },
    });
    renderWithProviders(<ReportsScreen />, { route: '/admin/reports' });
    const totals = await screen.findByLabelText('Totals for the range');
    expect(within(totals).getAllByText('₹170.00')).toHaveLength(2);
    expect(within(totals).getByText('₹1,50,000.00')).toBeTruthy();
    expect(screen.getByText('GGR = exchange commission + …')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Report by day' });
    expect(within(table).getByText('Total')).toBeTruthy();
    expect(within(table).getAllByText('2 · ₹1,50,000.00')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Casino stakes and wins by game' })).getByText('Dice')).toBeTruthy();
    // Seven Indian days up to today by default.
    const asked = new URL(calls[0]?.path ?? '', 'http://lotus.test').searchParams;
    expect((Date.parse(asked.get('to') ?? '') - Date.parse(asked.get('from') ?? '')) / 86_400_000).toBe(6);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('says a reversed range is wrong and asks nothing for it', async () => {
    signInOperator();
    const calls = mockFetch({ 'GET /api/admin/reports/daily': () => ok(report('2026-11-01', '2026-11-02')) });
    renderWithProviders(<ReportsScreen />, { route: '/admin/reports' });
    await screen.findByLabelText('Totals for the range');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/01/2199' } });
    expect(await screen.findByText('From must not be after To')).toBeTruthy();
    expect(calls.every((call) => !call.path.includes('2199'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });
});
