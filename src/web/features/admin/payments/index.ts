import { lazyPage } from '@web/components/lazy-page';

// The payments area: the deposit and withdrawal queues and the payment options. Other code uses
// this area only through this file; each screen is a chunk of its own.

export const paymentsPages = {
  Deposits: lazyPage(() => import('./deposits-screen'), 'DepositsScreen'),
  Withdrawals: lazyPage(() => import('./withdrawals-screen'), 'WithdrawalsScreen'),
  PaymentOptions: lazyPage(() => import('./payment-options-screen'), 'PaymentOptionsScreen'),
};

// The queues' pager, status badge and labelled field, on the players list and the player page (players area).
export { Field, Pager, RequestStatus } from './payment-queue-ui';
