import { sql } from 'drizzle-orm';
import type { Language } from '@shared/i18n/languages';
import { toPaise, toRupees } from '@shared/money';
import {
  promotionRules,
  type AdminPromotion,
  type CreatePromotionInput,
  type Promotion,
  type PromotionTranslations,
  type UpdatePromotionInput,
  type WageringOn,
} from '@shared/schemas/promotions';
import type { createPromotionSchema } from '@shared/schemas/promotions';
import { cleanTranslations, inLanguage } from '@shared/schemas/translations';
import type { z } from 'zod';
import type { Queryable, Tx } from '@server/db/client';
import { conflict, isUniqueViolation, notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { promotionMessages } from '@shared/schemas/promotions';

// The operator's promotions: created, listed, switched on and off; players see the live ones.

export type PromotionRow = {
  id: number;
  code: string;
  title: string;
  description: string;
  translations: PromotionTranslations;
  kind: 'fixed' | 'deposit_percent';
  amount: number | null;
  percent: number | null;
  max_bonus: number | null;
  wagering_multiple: number;
  wagering_on: WageringOn;
  bonus_valid_days: number;
  min_price: number;
  starts_at: Date | string;
  ends_at: Date | string;
  per_player_limit: number;
  total_limit: number | null;
  is_active: boolean;
  created_at: Date | string;
  redemptions?: number;
};

const iso = (value: Date | string) => new Date(value).toISOString();
/** A decimal price (1.5) as stored, in hundredths (150). */
export const toHundredths = (price: number) => Math.round(price * 100);
const rupeesOrNull = (value: number | null) => (value === null ? null : toRupees(Number(value)));

/** A promotion as players read it: its title and description in `language` where the operator wrote them, else the English. */
export function toPromotion(row: PromotionRow, language: Language = 'en'): Promotion {
  const view = {
    id: Number(row.id),
    code: row.code,
    title: inLanguage(row.title, row.translations.title, language),
    description: inLanguage(row.description, row.translations.description, language),
    kind: row.kind,
    amount: rupeesOrNull(row.amount),
    percent: row.percent === null ? null : Number(row.percent),
    max_bonus: rupeesOrNull(row.max_bonus),
    wagering_multiple: Number(row.wagering_multiple),
    wagering_on: row.wagering_on,
    bonus_valid_days: Number(row.bonus_valid_days),
    min_price: Number(row.min_price) / 100,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    per_player_limit: Number(row.per_player_limit),
    total_limit: row.total_limit === null ? null : Number(row.total_limit),
  };
  return { ...view, rules: promotionRules(view) };
}

function toAdminPromotion(row: PromotionRow): AdminPromotion {
  return {
    ...toPromotion(row),
    translations: row.translations,
    is_active: row.is_active,
    redemptions: Number(row.redemptions ?? 0),
    created_at: iso(row.created_at),
  };
}

const withRedemptions = sql`SELECT p.*, (SELECT count(*) FROM promotion_redemptions r WHERE r.promotion_id = p.id)::int AS redemptions FROM promotions p`;

export async function listPromotions(db: Queryable): Promise<AdminPromotion[]> {
  const rows = await db.execute<PromotionRow>(sql`${withRedemptions} ORDER BY p.created_at DESC, p.id DESC`);
  return rows.rows.map(toAdminPromotion);
}

/** Each text's versions as stored: empty ones dropped, a text with none left out. */
function cleanPromotionTranslations(translations: PromotionTranslations): PromotionTranslations {
  const title = cleanTranslations(translations.title ?? {});
  const description = cleanTranslations(translations.description ?? {});
  return { ...(Object.keys(title).length > 0 ? { title } : {}), ...(Object.keys(description).length > 0 ? { description } : {}) };
}

/** The promotions a player can redeem now (switched on, started, not ended, not used up), in the player's language. */
export async function listActivePromotions(db: Queryable, language: Language = 'en'): Promise<Promotion[]> {
  const rows = await db.execute<PromotionRow>(sql`
    SELECT * FROM (${withRedemptions}) p
     WHERE p.is_active AND p.starts_at <= now() AND p.ends_at > now() AND (p.total_limit IS NULL OR p.redemptions < p.total_limit)
     ORDER BY p.ends_at, p.id`);
  return rows.rows.map((row) => toPromotion(row, language));
}

export async function createPromotion(tx: Tx, input: z.output<typeof createPromotionSchema>, actor: Actor): Promise<AdminPromotion> {
  const paiseOrNull = (rupees: number | undefined) => (rupees === undefined ? null : toPaise(rupees));
  const row = await tx
    .transaction(async (inner) => {
      const inserted = await inner.execute<PromotionRow>(sql`
        INSERT INTO promotions (code, title, description, translations, kind, amount, percent, max_bonus, wagering_multiple, wagering_on, bonus_valid_days,
                                min_price, starts_at, ends_at, per_player_limit, total_limit, created_by)
        VALUES (${input.code}, ${input.title}, ${input.description}, ${JSON.stringify(cleanPromotionTranslations(input.translations))}::jsonb, ${input.kind}, ${paiseOrNull(input.amount)}, ${input.percent ?? null},
                ${paiseOrNull(input.max_bonus)}, ${input.wagering_multiple}, ${input.wagering_on}, ${input.bonus_valid_days}, ${toHundredths(input.min_price)},
                ${input.starts_at}, ${input.ends_at}, ${input.per_player_limit}, ${input.total_limit}, ${actor.actorId})
        RETURNING *, 0 AS redemptions`);
      return inserted.rows[0];
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict(promotionMessages.codeTaken);
      throw error;
    });
  if (!row) throw new Error('promotion insert returned nothing');
  await recordAudit(tx, { ...actor, action: 'promotion.create', targetType: 'promotion', targetId: row.id, details: { ...input } });
  return toAdminPromotion(row);
}

/** Switches a promotion on or off and changes its words; what a bonus is worth and how it is wagered never change once created. */
export async function updatePromotion(tx: Tx, id: number, input: UpdatePromotionInput, actor: Actor): Promise<AdminPromotion> {
  const translations = input.translations === undefined ? null : JSON.stringify(cleanPromotionTranslations(input.translations));
  const updated = await tx.execute<{ id: number }>(sql`
    UPDATE promotions
       SET is_active = COALESCE(${input.is_active ?? null}::boolean, is_active),
           title = COALESCE(${input.title ?? null}::text, title),
           description = COALESCE(${input.description ?? null}::text, description),
           translations = COALESCE(${translations}::jsonb, translations)
     WHERE id = ${id} RETURNING id`);
  if (!updated.rows[0]) throw notFound('Promotion not found');
  if (input.is_active !== undefined) {
    await recordAudit(tx, { ...actor, action: input.is_active ? 'promotion.enable' : 'promotion.disable', targetType: 'promotion', targetId: id });
  }
  const { is_active: _, ...words } = input;
  if (Object.values(words).some((value) => value !== undefined)) {
    await recordAudit(tx, { ...actor, action: 'promotion.update', targetType: 'promotion', targetId: id, details: { ...words } });
  }
  const row = (await tx.execute<PromotionRow>(sql`${withRedemptions} WHERE p.id = ${id}`)).rows[0];
  if (!row) throw notFound('Promotion not found');
  return toAdminPromotion(row);
}

export type { CreatePromotionInput };
