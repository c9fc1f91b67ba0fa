import { describe, expect, it } from 'vitest';
import { describeAuditDetails } from './audit-details';

describe('describeAuditDetails', () => {
  it('says paise amounts and rupee figures in rupees, in words, not JSON', () => {
    expect(describeAuditDetails({ user_id: 7, amount_paise: 150_050, transfer_id: 12, reason: 'chargeback' })).toBe(
      'User id: 7 · Amount: ₹1,500.50 · Transfer id: 12 · Reason: chargeback',
    );
    expect(describeAuditDetails({ amount: -250 })).toBe('Amount: -₹250.00');
    expect(describeAuditDetails({ before: { daily_deposit_limit: 50_000 }, after: { daily_deposit_limit: 100_000 } })).toBe(
      'Before: (Daily deposit limit: ₹50,000.00) · After: (Daily deposit limit: ₹1,00,000.00)',
    );
    expect(describeAuditDetails({ is_enabled: false, order: [3, 1, 2], note: null })).toBe('Is enabled: no · Order: 3, 1, 2 · Note: —');
    expect(describeAuditDetails({})).toBe('');
  });
});
