import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatementRow } from '@shared/schemas/wallet';
import { startSession } from '@web/lib/session';
import { mockFetch, ok, type MockCall } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { defaultRange, entriesLine } from './statement-dates';
import { AccountStatementPage } from './statement-page';
import { testPlayer as player } from '@web/test/players';
import { emptyEntrySubject as noSubject } from '@shared/schemas/wallet';
import { activateLanguage, loadExtraCatalog } from '@web/i18n/i18n';

const row = (id: number): StatementRow => ({
  id,
  date: '2025-01-01T10:00:00.000Z',
  description: `Entry ${id}`,
  credit: 100,
  debit: 0,
  balance: 100 * id,
  remark: '',
  kind: 'deposit',
  subject: { ...noSubject, kind: 'deposit', utr: `UTR${id}` },
});

describe('statement footer', () => {
  it('reads showing X to Y of N entries', () => {
    expect(entriesLine(1, 25, 25, 87)).toBe('showing 1 to 25 of 87 entries');
    expect(entriesLine(4, 25, 12, 87)).toBe('showing 76 to 87 of 87 entries');
    expect(entriesLine(1, 25, 0, 0)).toBe('showing 0 to 0 of 0 entries');
  });

  it('defaults to the last 30 days, today included', () => {
    expect(defaultRange(new Date('2025-03-30T06:00:00Z'))).toEqual({ from: '2025-03-01', to: '2025-03-30' });
  });

  it('counts days in India whatever the device clock zone says', () => {
    // 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India: the statement must reach the 25th.
    expect(defaultRange(new Date('2026-11-24T20:00:00Z'))).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(defaultRange(new Date('2026-11-24T18:00:00Z')).to).toBe('2026-11-24');
  });
});

describe('account statement page', () => {
  it('pages with Next and Previous and searches the dates typed', async () => {
    startSession(player, 'token-1');
    const calls = mockFetch({
      'GET /api/wallet/statement': (call: MockCall) => {
        const page = Number(new URL(call.path, 'http://x').searchParams.get('page'));
        const rows = page === 1 ? Array.from({ length: 25 }, (_, index) => row(index + 1)) : [row(26), row(27)];
        return ok({ rows, total: 27, page, page_size: 25 });
      },
    });
    renderWithProviders(<AccountStatementPage />, { route: '/account-statement' });
    expect(await screen.findByText('showing 1 to 25 of 27 entries')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('showing 26 to 27 of 27 entries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/01/2025' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/01/2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/wallet/statement?from=2025-01-01&to=2025-01-31&page=1'));
  });
});

describe('statement entries in words', () => {
  const entries: StatementRow[] = [
    { ...row(1), kind: 'casino_credit', description: 'Casino win', subject: { ...noSubject, kind: 'casino', game: 'Dice', round: null } },
    {
      ...row(2),
      kind: 'bet_hold',
      description: 'Bet placed: exposure held',
      subject: { ...noSubject, kind: 'matka', draw: 'KALYAN', draw_date: '2026-11-28', matka_bet_id: 4, matka_step: 'placed' },
    },
  ];

  it('says what each entry was: its kind, and the game or the Matka draw, never an internal reference', async () => {
    startSession(player, 'token-1');
    mockFetch({ 'GET /api/wallet/statement': () => ok({ rows: entries, total: 2, page: 1, page_size: 25 }) });
    renderWithProviders(<AccountStatementPage />, { route: '/account-statement' });
    const list = await screen.findByRole('list', { name: 'Statement entries' });
    expect(list.textContent).toContain('Casino win');
    expect(list.textContent).toContain('Dice');
    expect(list.textContent).toContain('Bet placed: exposure held');
    expect(list.textContent).toContain('KALYAN, draw of 28 Nov 2026 · bet #4');
  });

  it('says it in Hindi', async () => {
    await activateLanguage('hi', { remember: false });
    await loadExtraCatalog();
    try {
      startSession(player, 'token-1');
      mockFetch({ 'GET /api/wallet/statement': () => ok({ rows: entries, total: 2, page: 1, page_size: 25 }) });
      renderWithProviders(<AccountStatementPage />, { route: '/account-statement' });
      const list = await screen.findByRole('list', { name: 'स्टेटमेंट की एंट्री' });
      expect(list.textContent).toContain('कसीनो जीत');
      expect(list.textContent).toContain('बेट लगी: एक्सपोज़र रोका गया');
      expect(list.textContent).not.toMatch(/Casino win|Bet placed/);
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });
});
