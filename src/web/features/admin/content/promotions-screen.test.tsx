import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '@web/test/fetch-mock';
import { renderWithProviders } from '@web/test/render';
import { signInOperator } from '../shared/sign-in-operator';
import { PromotionsScreen } from './promotions-screen';

const stored = {
  id: 3,
  code: 'WELCOME100',
  title: 'Welcome bonus ₹100',
  description: 'Redeem WELCOME100 for a ₹100 bonus.',
  translations: { title: { hi: 'वेलकम बोनस ₹100' } },
  kind: 'fixed',
  amount: 100,
  percent: null,
  max_bonus: null,
  wagering_multiple: 5,
  wagering_on: 'any',
  bonus_valid_days: 7,
  min_price: 1.5,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: '2027-11-01T00:00:00.000Z',
  per_player_limit: 1,
  total_limit: null,
  rules: '',
  is_active: true,
  redemptions: 2,
  created_at: '2026-11-01T00:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

const versionsOf = (scope: HTMLElement, word: string) => within(scope.querySelector(`fieldset[data-word="${word}"]`) as HTMLElement);

describe('Promotions screen', () => {
  it("creates a promotion with its title's and description's versions", async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/promotions': () => ok({ promotions: [stored] }),
      'GET /api/admin/referral-settings': () =>
        ok({ settings: { is_active: false, bonus_amount: 100, wagering_multiple: 1, wagering_on: 'any', bonus_valid_days: 30, min_price: 1.5 } }),
      'POST /api/admin/promotions': ({ body }) => ({ ...ok({ promotion: { ...stored, id: 4, ...(body as object) } }, 'Promotion created'), status: 201 }),
    });
    renderWithProviders(<PromotionsScreen />);
    expect(await screen.findByText('Also in Hindi')).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Create promotion' }).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'DIWALI50' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Diwali bonus' } });
    fireEvent.change(within(form).getByLabelText('Bonus amount (₹)'), { target: { value: '50' } });
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2026-11-01T00:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2026-12-01T00:00' } });
    fireEvent.change(versionsOf(form, 'title').getByLabelText('Hindi (हिन्दी)'), { target: { value: 'दिवाली बोनस' } });
    // Too long a version is refused in words before anything is sent.
    fireEvent.change(versionsOf(form, 'description').getByLabelText('Bengali (বাংলা)'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create promotion' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Bengali description must be at most 500 characters');
    fireEvent.change(versionsOf(form, 'description').getByLabelText('Bengali (বাংলা)'), { target: { value: 'দিওয়ালি বোনাস' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create promotion' }));
    await vi.waitFor(() =>
      expect((calls.find((call) => call.method === 'POST')?.body as { translations: object }).translations).toEqual({
        title: { hi: 'दिवाली बोनस', bn: '', ta: '' },
        description: { hi: '', bn: 'দিওয়ালি বোনাস', ta: '' },
      }),
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("changes a promotion's words later, never its figures", async () => {
    signInOperator();
    const calls = mockFetch({
      'GET /api/admin/promotions': () => ok({ promotions: [stored] }),
      'GET /api/admin/referral-settings': () =>
        ok({ settings: { is_active: false, bonus_amount: 100, wagering_multiple: 1, wagering_on: 'any', bonus_valid_days: 30, min_price: 1.5 } }),
      'PUT /api/admin/promotions/3': ({ body }) => ok({ promotion: { ...stored, ...(body as object) } }, 'Promotion updated'),
    });
    renderWithProviders(<PromotionsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the words of WELCOME100' }));
    const dialog = await screen.findByRole('dialog', { name: 'Words of WELCOME100' });
    expect(versionsOf(dialog, 'title').getByLabelText('Hindi (हिन्दी)')).toHaveProperty('value', 'वेलकम बोनस ₹100');
    fireEvent.change(versionsOf(dialog, 'description').getByLabelText('Tamil (தமிழ்)'), { target: { value: '₹100 போனஸ்' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save words' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        title: 'Welcome bonus ₹100',
        description: 'Redeem WELCOME100 for a ₹100 bonus.',
        translations: { title: { hi: 'वेलकम बोनस ₹100', bn: '', ta: '' }, description: { hi: '', bn: '', ta: '₹100 போனஸ்' } },
      }),
    );
  });
});
