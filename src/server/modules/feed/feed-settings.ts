import { sql } from 'drizzle-orm';
import { toPaise, toRupees } from '@shared/money';
import type { FeedSettings, UpdateFeedSettings } from '@shared/schemas/feed';
import type { Queryable, Tx } from '@server/db/client';
import { recordAudit, type Actor } from '../audit';

// The operator's terms for feed markets: one row (migration 0015). Stake cap in paise inside.

type SettingsRow = {
  margin_ticks: number;
  stake_cap: number;
  bet_delay: number;
  silence_limit_ms: number;
  settle_mode: 'delay' | 'confirm';
  settle_delay_ms: number;
};

export type StoredFeedSettings = Omit<SettingsRow, 'stake_cap'> & { stake_cap_paise: number };

export async function readFeedSettings(db: Queryable, lock = false): Promise<StoredFeedSettings> {
  const found = await db.execute<SettingsRow>(
    sql`SELECT margin_ticks, stake_cap, bet_delay, silence_limit_ms, settle_mode, settle_delay_ms FROM feed_settings ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  const row = found.rows[0];
  if (!row) throw new Error('feed settings missing (migration 0015)');
  return {
    margin_ticks: Number(row.margin_ticks),
    stake_cap_paise: Number(row.stake_cap),
    bet_delay: Number(row.bet_delay),
    silence_limit_ms: Number(row.silence_limit_ms),
    settle_mode: row.settle_mode,
    settle_delay_ms: Number(row.settle_delay_ms),
  };
}

export function settingsView(stored: StoredFeedSettings): FeedSettings {
  const { stake_cap_paise, ...rest } = stored;
  return { ...rest, stake_cap: toRupees(stake_cap_paise) };
}

export async function updateFeedSettings(tx: Tx, input: UpdateFeedSettings, actor: Actor): Promise<FeedSettings> {
  const before = settingsView(await readFeedSettings(tx, true));
  const after = { ...before, ...input };
  await tx.execute(sql`UPDATE feed_settings SET margin_ticks = ${after.margin_ticks}, stake_cap = ${toPaise(after.stake_cap)},
      bet_delay = ${after.bet_delay}, silence_limit_ms = ${after.silence_limit_ms}, settle_mode = ${after.settle_mode},
      settle_delay_ms = ${after.settle_delay_ms}`);
  await recordAudit(tx, { ...actor, action: 'feed_settings.update', targetType: 'feed_settings', details: { before, after } });
  return after;
}
