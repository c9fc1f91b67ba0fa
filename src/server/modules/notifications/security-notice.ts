import { sql } from 'drizzle-orm';
import type { Queryable } from '@server/db/client';
import { enqueueSms } from '@server/modules/sms';
import { notifyPlayer } from './notify-player';

// A change to how a player signs in or where their money can go: told twice, in their
// notifications and by SMS to their phone, both in the transaction of the change (so neither goes
// out unless it committed). Someone who took over a session cannot hide it from the owner.

export type SecurityChange =
  | { kind: 'password' }
  | { kind: 'two_factor_on' }
  | { kind: 'two_factor_off' }
  | { kind: 'recovery_codes' }
  | { kind: 'two_factor_reset' }
  | { kind: 'payout_account'; last4: string }
  | { kind: 'withdrawal_password' };

const notYou = 'If this was not you, reset your password with Forgot password and contact support at once.';

export function securityChangeText(change: SecurityChange): string {
  switch (change.kind) {
    case 'password':
      return `Your Lotus password was changed. ${notYou}`;
    case 'two_factor_on':
      return `Two-factor sign-in was turned on for your Lotus account. ${notYou}`;
    case 'two_factor_off':
      return `Two-factor sign-in was turned off for your Lotus account. ${notYou}`;
    case 'recovery_codes':
      return `New two-factor recovery codes were made for your Lotus account; the old ones no longer work. ${notYou}`;
    case 'two_factor_reset':
      return `Lotus support turned off two-factor sign-in on your account at your request. Sign in with your password and set it up again. ${notYou}`;
    case 'payout_account':
      return `A bank account ending ${change.last4} was added to your Lotus account for withdrawals. ${notYou}`;
    case 'withdrawal_password':
      return `Your Lotus withdrawal password was set or changed. ${notYou}`;
  }
}

/** Tells the player of a security change: a notification and an SMS to the phone on their account (if any). */
export async function tellSecurityChange(db: Queryable, userId: number, change: SecurityChange): Promise<void> {
  const text = securityChangeText(change);
  await notifyPlayer(db, userId, 'security', text);
  const found = await db.execute<{ phone_number: string | null }>(sql`SELECT phone_number FROM users WHERE id = ${userId} AND NOT is_demo`);
  const phone = found.rows[0]?.phone_number;
  if (phone) await enqueueSms(db, { to: phone, text, purpose: 'security' });
}
