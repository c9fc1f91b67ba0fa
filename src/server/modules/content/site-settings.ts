import { eq, sql } from 'drizzle-orm';
import type { SiteSettings, UpdateSiteSettingsInput } from '@shared/schemas/site-settings';
import type { Queryable, Tx } from '@server/db/client';
import { siteSettings } from '@server/db/schema';
import { recordAudit, type Actor } from '@server/modules/audit';

// The one row of site settings (0016_idle_logout_and_site_settings.sql, 0030_support_contact_and_ticker_audience.sql).
// Rates are kept in paise.

type Row = typeof siteSettings.$inferSelect;
const rupeesOf = (paise: number | null) => (paise === null ? null : paise / 100);
const paiseOf = (rupees: number | null) => (rupees === null ? null : Math.round(rupees * 100));

const toSiteSettings = (row: Row | undefined): SiteSettings => ({
  whatsapp_url: row?.whatsappUrl ?? null,
  telegram_url: row?.telegramUrl ?? null,
  support_phone: row?.supportPhone ?? null,
  support_is_placeholder: row?.supportIsPlaceholder ?? false,
  usd_rate: rupeesOf(row?.usdRatePaise ?? null),
  eur_rate: rupeesOf(row?.eurRatePaise ?? null),
});

export async function getSiteSettings(db: Queryable): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, true)).limit(1);
  return toSiteSettings(row);
}

/** Changes the fields given (null removes one), in the operator's audit log. */
export async function updateSiteSettings(tx: Tx, input: UpdateSiteSettingsInput, actor: Actor): Promise<SiteSettings> {
  const changes: Partial<typeof siteSettings.$inferInsert> = { updatedAt: new Date() };
  if (input.whatsapp_url !== undefined) changes.whatsappUrl = input.whatsapp_url;
  if (input.telegram_url !== undefined) changes.telegramUrl = input.telegram_url;
  if (input.support_phone !== undefined) changes.supportPhone = input.support_phone;
  // The operator set the contact: it is no longer the demo's placeholder.
  if (input.whatsapp_url !== undefined || input.telegram_url !== undefined || input.support_phone !== undefined) changes.supportIsPlaceholder = false;
  if (input.usd_rate !== undefined) changes.usdRatePaise = paiseOf(input.usd_rate);
  if (input.eur_rate !== undefined) changes.eurRatePaise = paiseOf(input.eur_rate);
  const [row] = await tx
    .insert(siteSettings)
    .values({ id: true, ...changes })
    .onConflictDoUpdate({ target: siteSettings.id, set: changes })
    .returning();
  await recordAudit(tx, { ...actor, action: 'site_settings.update', targetType: 'site_settings', targetId: 1, details: { ...input } });
  return toSiteSettings(row);
}

/** The demo's placeholder support contact, flagged so the back office asks for a real one; only where none is set. */
export async function seedPlaceholderSupport(db: Queryable): Promise<void> {
  await db
    .insert(siteSettings)
    .values({
      id: true,
      whatsappUrl: PLACEHOLDER_SUPPORT.whatsapp,
      telegramUrl: PLACEHOLDER_SUPPORT.telegram,
      supportPhone: PLACEHOLDER_SUPPORT.phone,
      supportIsPlaceholder: true,
    })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: {
        whatsappUrl: PLACEHOLDER_SUPPORT.whatsapp,
        telegramUrl: PLACEHOLDER_SUPPORT.telegram,
        supportPhone: PLACEHOLDER_SUPPORT.phone,
        supportIsPlaceholder: true,
      },
      setWhere: sql`${siteSettings.whatsappUrl} IS NULL AND ${siteSettings.telegramUrl} IS NULL AND ${siteSettings.supportPhone} IS NULL`,
    });
}

export const PLACEHOLDER_SUPPORT = { whatsapp: 'https://wa.me/910000000000', telegram: 'https://t.me/lotus_support', phone: '+910000000000' } as const;
