import { asc, eq } from 'drizzle-orm';
import {
  bannerTextFields,
  type AdminBanner,
  type Banner,
  type BannerTranslations,
  type CreateBannerInput,
  type UpdateBannerInput,
} from '@shared/schemas/content';
import { cleanTranslations, inLanguage } from '@shared/schemas/translations';
import type { Language } from '@shared/i18n/languages';
import type { Queryable, Tx } from '@server/db/client';
import { banners } from '@server/db/schema';
import { badRequest, notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { nextSortOrder, reorderRows } from './ordering';

type BannerRow = typeof banners.$inferSelect;

const BANNER_NOT_FOUND = 'Banner not found';
const BUTTON_NEEDS_LINK = 'A button needs a link';

const toBanner = (row: BannerRow, language: Language = 'en'): Banner => {
  const words = (field: keyof BannerTranslations, english: string) => inLanguage(english, row.translations[field], language);
  return {
    id: row.id,
    image_url: row.imageUrl,
    alt_text: words('alt_text', row.altText),
    title: words('title', row.title),
    subtitle: words('subtitle', row.subtitle),
    button_label: words('button_label', row.buttonLabel),
    link_url: row.linkUrl,
  };
};

const toAdminBanner = (row: BannerRow): AdminBanner => ({
  ...toBanner(row),
  translations: row.translations,
  sort_order: row.sortOrder,
  is_active: row.isActive,
  updated_at: row.updatedAt.toISOString(),
});

/** Each text's versions as stored: empty ones dropped, a text with none left out. */
function cleanBannerTranslations(translations: BannerTranslations): BannerTranslations {
  return Object.fromEntries(
    bannerTextFields.flatMap((field) => {
      const versions = cleanTranslations(translations[field] ?? {});
      return Object.keys(versions).length > 0 ? [[field, versions]] : [];
    }),
  );
}

/** The banners players see: active ones, in the operator's order, their words in `language` where the operator wrote them (else English). */
export async function listActiveBanners(db: Queryable, language: Language = 'en'): Promise<Banner[]> {
  const rows = await db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map((row) => toBanner(row, language));
}

export async function listAllBanners(db: Queryable): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map(toAdminBanner);
}

export async function createBanner(tx: Tx, input: CreateBannerInput, actor: Actor): Promise<AdminBanner> {
  const sortOrder = await nextSortOrder(tx, 'banners');
  const [row] = await tx
    .insert(banners)
    .values({
      imageUrl: input.image_url,
      altText: input.alt_text,
      title: input.title,
      subtitle: input.subtitle,
      buttonLabel: input.button_label,
      linkUrl: input.link_url,
      translations: cleanBannerTranslations(input.translations),
      isActive: input.is_active,
      sortOrder,
    })
    .returning();
  if (!row) throw new Error('banner insert returned nothing');
  await recordAudit(tx, { ...actor, action: 'banner.create', targetType: 'banner', targetId: row.id, details: { ...input } });
  return toAdminBanner(row);
}

export async function updateBanner(tx: Tx, id: number, input: UpdateBannerInput, actor: Actor): Promise<AdminBanner> {
  const [row] = await tx
    .update(banners)
    .set({
      ...(input.image_url !== undefined ? { imageUrl: input.image_url } : {}),
      ...(input.alt_text !== undefined ? { altText: input.alt_text } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.subtitle !== undefined ? { subtitle: input.subtitle } : {}),
      ...(input.button_label !== undefined ? { buttonLabel: input.button_label } : {}),
      ...(input.link_url !== undefined ? { linkUrl: input.link_url } : {}),
      ...(input.translations !== undefined ? { translations: cleanBannerTranslations(input.translations) } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      updatedAt: new Date(),
    })
    .where(eq(banners.id, id))
    .returning();
  if (!row) throw notFound(BANNER_NOT_FOUND);
  // Checked on the banner as it now stands (an edit may give only one of the two); throwing rolls the edit back.
  if (row.buttonLabel !== '' && row.linkUrl === '') throw badRequest(BUTTON_NEEDS_LINK, { link_url: BUTTON_NEEDS_LINK });
  await recordAudit(tx, { ...actor, action: 'banner.update', targetType: 'banner', targetId: id, details: { ...input } });
  return toAdminBanner(row);
}

export async function reorderBanners(tx: Tx, ids: number[], actor: Actor): Promise<AdminBanner[]> {
  const order = await reorderRows(tx, 'banners', ids, 'Banner');
  await recordAudit(tx, { ...actor, action: 'banner.reorder', targetType: 'banner', details: { order } });
  return listAllBanners(tx);
}

export async function deleteBanner(tx: Tx, id: number, actor: Actor): Promise<void> {
  const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
  if (!row) throw notFound(BANNER_NOT_FOUND);
  await recordAudit(tx, { ...actor, action: 'banner.delete', targetType: 'banner', targetId: id, details: { image_url: row.imageUrl, title: row.title } });
}
