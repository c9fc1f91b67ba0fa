import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentBadges } from '@shared/schemas/wallet';
import { PaymentOptionForm } from './payment-option-form';
import type { AdminPaymentOption } from './payment-options-api';

// The operator picks a payment option's badge from the site's fixed list (or none), never types it.

const upi: AdminPaymentOption = {
  id: 1,
  key: 'upi',
  type: 'upi',
  label: 'UPI',
  badge: 'Instant',
  iconUrl: '',
  upiId: 'lotus.payments@okaxis',
  accountHolder: null,
  bankName: null,
  accountNumber: null,
  ifsc: null,
  is_enabled: true,
  sort_order: 0,
};

describe('the payment option form', () => {
  it('offers the badges of the list and none, and sends the one picked', () => {
    const onSubmit = vi.fn();
    render(<PaymentOptionForm option={upi} nextOrder={1} isPending={false} serverError={undefined} onSubmit={onSubmit} onCancel={() => undefined} />);
    const badge = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Badge' });
    expect(badge.value).toBe('Instant');
    expect([...badge.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['None', ...paymentBadges]);

    fireEvent.change(badge, { target: { value: 'Recommended' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ badge: 'Recommended' }));

    fireEvent.change(badge, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ badge: '' }));
  });
});
