import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { MatkaResultsScreen } from './matka-results-screen';

const nyd = { open: 'NYD', close: 'NYD', jodi: 'NYD' };
const rates = { single: 9.5, jodi: 95, single_patti: 150, double_patti: 300, triple_patti: 1000 };

describe('Matka results screen', () => {
  it("sets a market's bonus wagering weight, showing the form's and the server's refusals", async () => {
    signInOperator();
    let weight = 100;
    const calls = mockFetch({
      'GET /api/matka/results': () => ok({ results: [] }),
      'GET /api/admin/matka/rates': () => ok({ rates }),
      'GET /api/admin/matka/markets': () =>
        ok({ markets: [{ id: 3, name: 'KALYAN', open_time: '15:45', close_time: '17:45', is_active: true, wagering_weight: weight }] }),
      'PATCH /api/admin/matka/markets/3': (call) => {
        const body = call.body as { wagering_weight: number };
        if (body.wagering_weight === 0) return fail(400, 'Matka market not found', 'BAD_REQUEST');
        weight = body.wagering_weight;
        return ok({ results: [] }, 'Market updated');
      },
    });
    renderWithProviders(<MatkaResultsScreen />);
    const field = await screen.findByLabelText('Bonus wagering weight of KALYAN');
    const panel = screen.getByRole('list', { name: 'Wagering weights' });
    fireEvent.change(field, { target: { value: '12.5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Wagering weight must be a whole percent from 0 to 100')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Matka market not found')).toBeTruthy();
    fireEvent.change(field, { target: { value: '40' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('KALYAN counts 40% towards bonus wagering')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ wagering_weight: 0 }, { wagering_weight: 40 }]);
  });

  it("shows a market's open bets with the house result per number, and says what declaring settled", async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/matka/results': () => ok({ results: [{ id: 3, name: 'KALYAN', category: 'matka', today: nyd, yesterday: nyd }] }),
      'GET /api/admin/matka/rates': () => ok({ rates }),
      'GET /api/admin/matka/markets/3/book': () =>
        ok({
          book: {
            market_id: 3,
            draw_date: '2026-11-26',
            open_bets: 3,
            total_stake: 250,
            numbers: [
              { session: 'open', type: 'single', number: '4', bets: 2, stake: 200, payout: 1900, house_result: -1650 },
              { session: 'open', type: 'single', number: '7', bets: 1, stake: 50, payout: 475, house_result: -225 },
            ],
          },
        }),
      'POST /api/admin/matka/markets/3/results': () =>
        ok({ results: [], settlement: { draw_date: '2026-11-26', settled: 3, resettled: 0 } }, 'Result declared: 3 bets settled, 0 bets resettled'),
      'PUT /api/admin/matka/rates': () => fail(400, 'A rate is at least 1.01', 'BAD_REQUEST'),
    });
    renderWithProviders(<MatkaResultsScreen />);
    const market = await screen.findByRole('region', { name: 'KALYAN · matka' });
    fireEvent.click(within(market).getByRole('button', { name: 'Show open bets' }));
    const book = await within(market).findByRole('region', { name: 'Open bets of draw 2026-11-26' });
    const rows = within(book).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('₹1,900.00');
    expect(rows[1]?.textContent).toContain('-₹1,650.00');
    fireEvent.change(within(market).getByLabelText('Open'), { target: { value: '128-1' } });
    // No draw day: refused in the form (no default reaches a published draw).
    fireEvent.click(within(market).getByRole('button', { name: 'Declare' }));
    expect(await within(market).findByText('Choose the draw day (YYYY-MM-DD)')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    const [drawDay] = within(market).getAllByLabelText('Draw day');
    if (!drawDay) throw new Error('no draw day field');
    fireEvent.change(drawDay, { target: { value: '2026-11-26' } });
    fireEvent.click(within(market).getByRole('button', { name: 'Declare' }));
    expect(await screen.findByText('KALYAN: Result declared: 3 bets settled, 0 bets resettled')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ date: '2026-11-26', open: '128-1' });

    // A rate below 1.01 is refused in the form, before the server is asked.
    const ratesPanel = screen.getByRole('region', { name: /^Payout rates/ });
    fireEvent.change(within(ratesPanel).getByLabelText('Single (1:x)'), { target: { value: '1' } });
    fireEvent.click(within(ratesPanel).getByRole('button', { name: 'Save rates' }));
    expect(await within(ratesPanel).findByText('A rate is at least 1.01')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('voids a draw only after the day, a reason and a confirmation, and says how many bets were refunded', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/matka/results': () => ok({ results: [{ id: 3, name: 'KALYAN', category: 'matka', today: nyd, yesterday: nyd }] }),
      'GET /api/admin/matka/rates': () => ok({ rates }),
      'POST /api/admin/matka/markets/3/void': () => ok({ results: [], refunded: 4 }, 'Draw voided: 4 bets refunded'),
    });
    renderWithProviders(<MatkaResultsScreen />);
    const market = await screen.findByRole('region', { name: 'KALYAN · matka' });
    fireEvent.click(within(market).getByRole('button', { name: 'Void a draw…' }));
    const form = within(market).getByRole('form', { name: 'Void a draw of KALYAN' });
    fireEvent.click(within(form).getByRole('button', { name: 'Void draw' }));
    expect(await within(form).findByText('Date must be YYYY-MM-DD')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Draw day'), { target: { value: '2026-11-26' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Void draw' }));
    expect(await within(form).findByText('Please enter a reason')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Reason'), { target: { value: 'Market did not run' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Void draw' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Yes, void the draw of 2026-11-26' }));
    expect(await screen.findByText('KALYAN: Draw voided: 4 bets refunded')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ date: '2026-11-26', reason: 'Market did not run' });
  });

  it('sets the limit per number in rupees, checked before the server is asked, and removes it when emptied', async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/matka/results': () => ok({ results: [] }),
      'GET /api/admin/matka/rates': () => ok({ rates }),
      'GET /api/admin/matka/limits': () => ok({ limits: { max_number_payout: null } }),
      'PUT /api/admin/matka/limits': (call) =>
        ok({ limits: call.body }, (call.body as { max_number_payout: number | null }).max_number_payout === null ? 'Limit removed' : 'Limit saved'),
    });
    renderWithProviders(<MatkaResultsScreen />);
    const panel = await screen.findByRole('region', { name: /^Limit per number/ });
    const field = await within(panel).findByLabelText('Most paid out per number (₹, empty: no limit)');
    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save limit' }));
    expect(await within(panel).findByText('The limit is at least ₹100')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(field, { target: { value: '2,500' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Limit saved')).toBeTruthy();
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('Limit removed')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ max_number_payout: 2500 }, { max_number_payout: null }]);
  });
});
