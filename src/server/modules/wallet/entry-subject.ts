import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import type { PromotionTranslations } from '@shared/schemas/promotions';
import { inLanguage } from '@shared/schemas/translations';
import { emptyEntrySubject, type EntrySubject } from '@shared/schemas/wallet';

// What a ledger transfer was for, read from its reference ("settle:12:1", "casino_tx:17",
// "matka-void:4", "deposit:9"): the event and market, the casino game and round, the Matka draw,
// the deposit's UTR. The statement and the transactions list join these to a page of transfers
// (never the whole history) and hand the parts to the site, which words them in the player's
// language; `subjectText` is the same in English for the API's text fields. The promotion behind a
// bonus is named by the operator's version of its title in the player's language, else the English.

/** The columns `subjectJoins` adds, as a row carries them. */
export type SubjectColumns = {
  reference: string;
  utr: string | null;
  withdrawal_id: number | string | null;
  reject_reason: string | null;
  event_name: string | null;
  market_name: string | null;
  game_name: string | null;
  game_round: string | null;
  matka_market: string | null;
  matka_draw: string | null;
  matka_bet_id: number | string | null;
  bonus_title: string | null;
  bonus_translations: PromotionTranslations | null;
};

/** The select list of the subject's parts, for rows of `alias` joined with `subjectJoins(alias)`. */
export const subjectSelect = sql`d.utr, w.id AS withdrawal_id, coalesce(w.reject_reason, d.reject_reason) AS reject_reason,
  ev.name AS event_name, m.name AS market_name, g.name AS game_name, nullif(cw.round_id, '') AS game_round,
  mm.name AS matka_market, to_char(mb.draw_date, 'YYYY-MM-DD') AS matka_draw, mb.id AS matka_bet_id, p.title AS bonus_title, p.translations AS bonus_translations`;

/** Joins a transfer's reference (`alias.reference`) to what it names. */
export function subjectJoins(alias: string): SQL {
  const reference = sql.raw(`${alias}.reference`);
  const prefix = sql`split_part(${reference}, ':', 1)`;
  const id = sql`split_part(${reference}, ':', 2)`;
  return sql`
    LEFT JOIN deposits d ON ${prefix} = 'deposit' AND d.id::text = ${id}
    LEFT JOIN withdrawals w ON ${prefix} = 'withdrawal' AND w.id::text = ${id}
    LEFT JOIN markets m ON ${prefix} IN ('market', 'settle', 'unsettle') AND m.id::text = ${id}
    LEFT JOIN events ev ON ev.id = m.event_id
    LEFT JOIN casino_wallet_transactions cw ON ${prefix} = 'casino_tx' AND cw.id::text = ${id}
    LEFT JOIN casino_games g ON g.id = cw.game_id
    LEFT JOIN matka_bets mb ON ${prefix} IN ('matka', 'matka-settle', 'matka-unsettle', 'matka-void') AND mb.id::text = ${id}
    LEFT JOIN matka_markets mm ON mm.id = mb.market_id
    LEFT JOIN bonus_grants bg ON ${prefix} = 'bonus_grant' AND bg.id::text = ${id}
    LEFT JOIN promotions p ON p.id = bg.promotion_id`;
}

const matkaStepOf: Record<string, EntrySubject['matka_step']> = {
  matka: 'placed',
  'matka-settle': 'settled',
  'matka-unsettle': 'corrected',
  'matka-void': 'void',
};

const none = emptyEntrySubject;

/** The subject of a transfer, from its reference and the joined columns; a promotion's title in `language`. */
export function subjectOf(row: SubjectColumns, language: Language): EntrySubject {
  const [prefix = ''] = row.reference.split(':');
  if (row.market_name !== null) return { ...none, kind: 'exchange', event: row.event_name, market: row.market_name };
  if (row.game_name !== null) return { ...none, kind: 'casino', game: row.game_name, round: row.game_round };
  if (row.matka_bet_id !== null)
    return {
      ...none,
      kind: 'matka',
      draw: row.matka_market,
      draw_date: row.matka_draw,
      matka_bet_id: Number(row.matka_bet_id),
      matka_step: matkaStepOf[prefix] ?? null,
    };
  if (prefix === 'deposit') return { ...none, kind: 'deposit', utr: row.utr, reason: row.reject_reason };
  if (row.withdrawal_id !== null) return { ...none, kind: 'withdrawal', withdrawal_id: Number(row.withdrawal_id), reason: row.reject_reason };
  if (prefix === 'bonus_grant')
    return { ...none, kind: 'bonus', bonus: row.bonus_title === null ? null : inLanguage(row.bonus_title, row.bonus_translations?.title, language) };
  if (prefix === 'demo') return { ...none, kind: 'play_money' };
  if (prefix === 'adjustment') return { ...none, kind: 'adjustment' };
  return { ...none, kind: 'other' };
}

/** The subject in English words: "India v Australia, Match Odds", "Dice, round 12", "Kalyan, draw of 2026-11-28", "UTR 1234…". */
export function subjectText(subject: EntrySubject): string {
  switch (subject.kind) {
    case 'exchange':
      return `${subject.event ?? 'Market'}, ${subject.market ?? ''}`;
    case 'casino':
      return subject.round ? `${subject.game ?? 'Casino'}, round ${subject.round}` : (subject.game ?? 'Casino');
    case 'matka':
      return `Matka ${subject.draw ?? ''}, draw of ${subject.draw_date ?? ''} (bet #${subject.matka_bet_id ?? ''})`;
    case 'deposit':
      return subject.utr ? `UTR ${subject.utr}` : 'Deposit';
    case 'withdrawal':
      return `Withdrawal #${subject.withdrawal_id ?? ''}${subject.reason ? ` (${subject.reason})` : ''}`;
    case 'bonus':
      return subject.bonus ?? 'Bonus credited';
    case 'play_money':
      return 'Play money to try Lotus';
    case 'adjustment':
      return 'Adjustment by Lotus';
    case 'other':
      return '';
  }
}
