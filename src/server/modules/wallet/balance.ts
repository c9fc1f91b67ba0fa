import { toRupees } from '@shared/money';
import type { Balance } from '@shared/schemas/wallet';
import type { Queryable } from '@server/db/client';
import { balanceFigures, getPlayerBalances } from '../ledger';

/** The API's balance object, in rupees, straight from the ledger. */
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
