import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { PlayerSafetyLine } from './player-safety-line';

const limit = (period: string, value: number | null, pending: { limit: number | null; applies_at: string } | null = null) => ({
  period,
  limit: value,
  used: 0,
  left: value,
  pending,
});

describe('player safety line', () => {
  it('shows a running self-exclusion and the player’s own limits, with a removal waiting', async () => {
    signInOperator();
    mockFetch({
      'GET /api/admin/players/42/responsible-gambling': () =>
        ok({
          user_id: 42,
          username: 'lotus42',
          responsible_gambling: {
            deposit_limit_24h: null,
            deposit_limit_7d: 2000,
            deposit_limit_30d: null,
            reality_check_minutes: null,
            limits: [limit('24h', null), limit('7d', 2000, { limit: null, applies_at: '2026-11-27T08:35:00.000Z' }), limit('30d', null)],
            deposit_left: 2000,
            block: { kind: 'self_exclusion', started_at: '2026-11-26T08:35:00.000Z', ends_at: '2027-05-26T08:35:00.000Z' },
          },
        }),
    });
    renderWithProviders(<PlayerSafetyLine userId={42} />);
    expect((await screen.findByText(/^Self-excluded until/)).textContent).toBe(
      'Self-excluded until 26 May 2027, 14:05 IST (since 26 Nov 2026, 14:05 IST): no deposits, bets or games. It cannot be shortened or lifted.',
    );
    expect(screen.getByText(/^Own deposit limits/).textContent).toBe('Own deposit limits: ₹2,000.00 per 7 days (removal from 27 Nov 2026, 14:05 IST).');
  });
});
