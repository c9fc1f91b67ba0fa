import { sql } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import { toRupees } from '@shared/money';
import { promotionRules, wageringRule, type BonusWallet, type PromotionTranslations, type WageringOn } from '@shared/schemas/promotions';
import { inLanguage } from '@shared/schemas/translations';
import type { Db } from '@server/db/client';
import type { PromotionRow } from './promotion-store';
import { activeGrantProgress, settlePlayerBonuses } from './wagering';

type GrantRow = {
  id: number;
  source: 'promotion' | 'operator' | 'referral';
  title: string | null;
  translations: PromotionTranslations | null;
  amount: number;
  status: 'active' | 'converted' | 'expired';
  wagering_multiple: number;
  wagering_on: WageringOn;
  wagering_required: number;
  min_price: number;
  granted_at: Date | string;
  expires_at: Date | string;
};

const sourceTitle = { promotion: 'Promotion bonus', operator: 'Bonus from Lotus', referral: 'Refer & Earn bonus' } as const;
const days = (from: Date | string, to: Date | string) => Math.max(1, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000));

/** The player's bonus wallet: due grants settled first, then each grant with its progress, and deposit bonuses waiting; promotions' titles in `language`. */
export async function getBonusWallet(db: Db, userId: number, language: Language = 'en'): Promise<BonusWallet> {
  await settlePlayerBonuses(db, userId);
  const progress = new Map((await activeGrantProgress(db, userId)).map((grant) => [grant.id, grant]));
  const grants = await db.execute<GrantRow>(sql`
    SELECT g.*, p.title, p.translations FROM bonus_grants g LEFT JOIN promotions p ON p.id = g.promotion_id
     WHERE g.user_id = ${userId} ORDER BY g.id DESC LIMIT 50`);
  const waiting = await db.execute<PromotionRow & { redeemed_at: Date | string }>(sql`
    SELECT p.*, r.created_at AS redeemed_at FROM promotion_redemptions r JOIN promotions p ON p.id = r.promotion_id
     WHERE r.user_id = ${userId} AND r.status = 'awaiting_deposit' AND p.ends_at > now() ORDER BY r.id`);
  return {
    bonuses: grants.rows.map((row) => {
      const required = Number(row.wagering_required);
      const live = progress.get(Number(row.id));
      const wagered = row.status === 'converted' ? required : Math.min(required, live?.wagered ?? 0);
      return {
        id: Number(row.id),
        source: row.source,
        title: row.title === null ? sourceTitle[row.source] : inLanguage(row.title, row.translations?.title, language),
        amount: toRupees(Number(row.amount)),
        status: row.status,
        wagering_on: row.wagering_on,
        min_price: Number(row.min_price) / 100,
        wagering_required: toRupees(required),
        wagered: toRupees(wagered),
        remaining: toRupees(required - wagered),
        queued: live?.queued ?? false,
        granted_at: new Date(row.granted_at).toISOString(),
        expires_at: new Date(row.expires_at).toISOString(),
        rules: wageringRule({
          wagering_multiple: Number(row.wagering_multiple),
          wagering_on: row.wagering_on,
          bonus_valid_days: days(row.granted_at, row.expires_at),
          min_price: Number(row.min_price) / 100,
        }),
      };
    }),
    awaiting_deposit: waiting.rows.map((row) => ({
      promotion_code: row.code,
      title: inLanguage(row.title, row.translations.title, language),
      redeemed_at: new Date(row.redeemed_at).toISOString(),
      rules: promotionRules({
        kind: row.kind,
        amount: null,
        percent: Number(row.percent),
        max_bonus: toRupees(Number(row.max_bonus)),
        wagering_multiple: Number(row.wagering_multiple),
        wagering_on: row.wagering_on,
        bonus_valid_days: Number(row.bonus_valid_days),
        min_price: Number(row.min_price) / 100,
        per_player_limit: Number(row.per_player_limit),
      }),
    })),
  };
}
