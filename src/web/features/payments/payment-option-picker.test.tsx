import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '@shared/schemas/wallet';
import { activateLanguage } from '@web/i18n/i18n';
import { PaymentOptionPicker } from './payment-option-picker';

// A payment option's badge is one of the site's fixed list, worded in the player's language.

const option = (id: number, badge: PaymentOption['badge']): PaymentOption => ({
  id,
  key: `option-${id}`,
  type: 'upi',
  label: `Option ${id}`,
  badge,
  iconUrl: '',
  upiId: 'lotus@okaxis',
  accountHolder: null,
  bankName: null,
  accountNumber: null,
  ifsc: null,
});

const options = [option(1, 'Instant'), option(2, 'No Fee'), option(3, '')];

describe('the payment options’ badges', () => {
  it.each([
    ['en', ['Instant', 'No Fee']],
    ['hi', ['तुरंत', 'बिना फ़ीस']],
    ['bn', ['তাৎক্ষণিক', 'ফি নেই']],
    ['ta', ['உடனடி', 'கட்டணம் இல்லை']],
  ] as const)('reads in %s', async (language, words) => {
    await activateLanguage(language, { remember: false });
    try {
      render(<PaymentOptionPicker options={options} selectedId={undefined} onSelect={() => undefined} />);
      const [instant, noFee] = options.map((item) => screen.getByText(item.label).closest('label'));
      expect(instant?.textContent).toContain(words[0]);
      expect(noFee?.textContent).toContain(words[1]);
    } finally {
      await activateLanguage('en', { remember: false });
    }
  });
});
