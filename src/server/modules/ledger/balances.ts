import { toRupees, type Paise } from '@shared/money';
import type { Balance } from '@shared/schemas/wallet';
import { executeNamedText, type Queryable } from '@server/db/client';

export type PlayerBalances = { main: Paise; bonus: Paise; exposure: Paise; withdrawalHold: Paise };

export const BALANCES_SQL = 'SELECT kind, balance FROM accounts WHERE user_id = $1';

/**
 * A player's ledger balances in paise (0 for accounts not yet created). Nearly every signed-in read
 * asks this (the profile, the wallet, the header's balance): a named prepared statement, parsed and
 * planned once per connection, its text written once.
 */
export async function getPlayerBalances(db: Queryable, userId: number): Promise<PlayerBalances> {
  const result = await executeNamedText<{ kind: string; balance: number }>(db, 'player_balances', BALANCES_SQL, [userId]);
  const balances = { main: 0, bonus: 0, exposure: 0, withdrawalHold: 0 } as PlayerBalances;
  for (const row of result.rows) {
    const amount = Number(row.balance) as Paise;
    if (row.kind === 'main') balances.main = amount;
    else if (row.kind === 'bonus') balances.bonus = amount;
    else if (row.kind === 'exposure') balances.exposure = amount;
    else if (row.kind === 'withdrawal_hold') balances.withdrawalHold = amount;
  }
  return balances;
}

/** The balance figures the API shows, still in paise. */
export function balanceFigures(balances: PlayerBalances): {
  availableCredit: Paise;
  netExposure: Paise;
  mainBalance: Paise;
  bonusBalance: Paise;
  totalBalance: Paise;
} {
  const mainBalance = (balances.main + balances.exposure) as Paise;
  return {
    availableCredit: balances.main,
    netExposure: balances.exposure,
    mainBalance,
    bonusBalance: balances.bonus,
    totalBalance: (mainBalance + balances.bonus) as Paise,
  };
}

/** The API's balance object, in rupees, straight from the ledger (the wallet's and the payments' answers). */
export async function getBalance(db: Queryable, userId: number): Promise<Balance> {
  const figures = balanceFigures(await getPlayerBalances(db, userId));
  return {
    main_balance: toRupees(figures.mainBalance),
    bonus_balance: toRupees(figures.bonusBalance),
    net_exposure: toRupees(figures.netExposure),
    total_balance: toRupees(figures.totalBalance),
    available_credit: toRupees(figures.availableCredit),
  };
}
