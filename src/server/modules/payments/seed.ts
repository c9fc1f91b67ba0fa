import type { Db } from '@server/db/client';
import { paymentOptions } from '@server/db/schema';
import type { SeedPart } from '@server/db/seed';

// Demo payment options: one UPI id and one bank account to deposit to. Example
// details only: an operator replaces them in the back office before taking real money.

export const walletSeed: SeedPart = {
  key: 'wallet',
  run: async (db: Db) => {
    await db
      .insert(paymentOptions)
      .values([
        { key: 'upi', type: 'upi', label: 'UPI', badge: 'Instant', iconUrl: '', upiId: 'lotus.payments@okaxis', sortOrder: 0 },
        {
          key: 'bank',
          type: 'bank',
          label: 'Bank Transfer',
          badge: 'IMPS / NEFT',
          iconUrl: '',
          accountHolder: 'Lotus Gaming Pvt Ltd',
          bankName: 'HDFC Bank',
          accountNumber: '50200012345678',
          ifsc: 'HDFC0000001',
          sortOrder: 1,
        },
      ])
      .onConflictDoNothing();
  },
};
