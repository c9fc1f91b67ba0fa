import { eq } from 'drizzle-orm';
import { toRupees } from '@shared/money';
import type { User } from '@shared/schemas/user';
import type { Queryable } from '@server/db/client';
import { users } from '@server/db/schema';
import { notFound } from '@server/errors';
import type { AuthUser } from '@server/http/session-lookup';
import { balanceFigures, getPlayerBalances } from '@server/modules/ledger';

export type UserRow = Pick<AuthUser, 'id' | 'username' | 'displayName' | 'phoneNumber' | 'email' | 'status' | 'role' | 'isDemo'>;

const userColumns = {
  id: users.id,
  username: users.username,
  displayName: users.displayName,
  phoneNumber: users.phoneNumber,
  email: users.email,
  status: users.status,
  role: users.role,
  isDemo: users.isDemo,
};

/** The API's user object for a user row: balances come from the ledger, in rupees. */
export async function buildUserObject(db: Queryable, row: UserRow): Promise<User> {
  const figures = balanceFigures(await getPlayerBalances(db, row.id));
  return {
    id: row.id,
    username: row.username,
    display_name: row.displayName,
    phone_number: row.phoneNumber,
    email: row.email,
    status: row.status,
    role: row.role,
    is_demo: row.isDemo,
    balance: toRupees(figures.mainBalance),
    bonus_balance: toRupees(figures.bonusBalance),
    available_credit: toRupees(figures.availableCredit),
    net_exposure: toRupees(figures.netExposure),
  };
}

export async function findUserRow(db: Queryable, userId: number): Promise<UserRow> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound('User not found');
  return row;
}

export async function findUserObject(db: Queryable, userId: number): Promise<User> {
  return buildUserObject(db, await findUserRow(db, userId));
}
