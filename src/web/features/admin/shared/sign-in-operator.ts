import { adminSession } from './admin-session';

// For component tests: an operator signed in to the back office with the token 'operator-token'.

const operator = {
  id: 1,
  username: 'admin',
  display_name: 'Operator',
  phone_number: '',
  email: null,
  status: 'active',
  role: 'admin',
  is_demo: false,
  balance: 0,
  bonus_balance: 0,
  available_credit: 0,
  net_exposure: 0,
} as const;

export function signInOperator(): void {
  adminSession.start(operator, 'operator-token');
}
