import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentBadge } from '@shared/schemas/wallet';
import { i18n } from '@web/i18n/i18n';

// A payment option's badge (a fixed list the operator picks from) in the site's language.

const badgeWords: Record<PaymentBadge, MessageDescriptor> = {
  Instant: msg`Instant`,
  Fast: msg`Fast`,
  Recommended: msg`Recommended`,
  Popular: msg`Popular`,
  New: msg`New`,
  'No Fee': msg`No Fee`,
  '24x7': msg`24x7`,
  'IMPS / NEFT': msg`IMPS / NEFT`,
};

export const paymentBadgeWords = (badge: PaymentBadge): string => i18n._(badgeWords[badge]);
