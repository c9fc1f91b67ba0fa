import { asc, eq } from 'drizzle-orm';
import type { AdminBanner, Banner, CreateBannerInput, UpdateBannerInput } from '@shared/schemas/content';
import type { Queryable, Tx } from '@server/db/client';
import { banners } from '@server/db/schema';
import { notFound } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { nextSortOrder, reorderRows } from './ordering';

type BannerRow = typeof banners.$inferSelect;

const BANNER_NOT_FOUND = 'Banner not found';
const toBanner = (row: BannerRow): Banner => ({ id: row.id, image_url: row.imageUrl, alt_text: row.altText, title: row.title });
const toAdminBanner = (row: BannerRow): AdminBanner => ({
  ...toBanner(row),
  sort_order: row.sortOrder,
  is_active: row.isActive,
  updated_at: row.updatedAt.toISOString(),
});

/** The banners players see: active ones, in the operator's order. */
export async function listActiveBanners(db: Queryable): Promise<Banner[]> {
  const rows = await db.select().from(banners).where(eq(banners.isActive, true)).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map(toBanner);
}

export async function listAllBanners(db: Queryable): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map(toAdminBanner);
}

export async function createBanner(tx: Tx, input: CreateBannerInput, actor: Actor): Promise<AdminBanner> {
  const sortOrder = await nextSortOrder(tx, 'banners');
  const [row] = await tx
    .insert(banners)
    .values({ imageUrl: input.image_url, altText: input.alt_text, title: input.title, isActive: input.is_active, sortOrder })
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
      ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      updatedAt: new Date(),
    })
    .where(eq(banners.id, id))
    .returning();
  if (!row) throw notFound(BANNER_NOT_FOUND);
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
