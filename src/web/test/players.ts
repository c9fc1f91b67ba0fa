// A signed-in player as GET /api/user answers it, for the web tests that need one.
export const testPlayer = {
  id: 7,
  username: 'lotus123456',
  display_name: 'Player',
  phone_number: '9876543210',
  email: null,
  status: 'active',
  role: 'player',
  is_demo: false,
  balance: 0,
  bonus_balance: 0,
  available_credit: 0,
  net_exposure: 0,
} as const;
