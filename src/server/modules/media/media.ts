import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_MEDIA_BYTES } from '@shared/schemas/content';
import type { Queryable, Tx } from '@server/db/client';
import { media } from '@server/db/schema';
import { AppError, badRequest } from '@server/errors';
import { recordAudit, type Actor } from '@server/modules/audit';
import { structuredImageType } from '@server/modules/payments';
import { decodeBase64Upload, type ImageType } from './image-type';

export const NOT_AN_IMAGE = 'Please upload an image file (jpg, png, webp)';
export const IMAGE_TOO_LARGE = 'Image must be at most 5 MB';

export type StoredMedia = { id: string; url: string; content_type: ImageType; size: number };

export const mediaUrl = (id: string) => `/media/${id}`;

/** Checks an uploaded image by its structure (jpg, png or webp) and keeps it; it is then served at /media/{id}. */
export async function storeMedia(tx: Tx, file: string, actor: Actor): Promise<StoredMedia> {
  const bytes = decodeBase64Upload(file);
  if (!bytes) throw badRequest(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
  if (bytes.length > MAX_MEDIA_BYTES) throw new AppError('TOO_LARGE', IMAGE_TOO_LARGE, { file: IMAGE_TOO_LARGE });
  // Checked as deposit receipts are: a well-formed file, not only its first bytes.
  const contentType = structuredImageType(bytes);
  if (!contentType) throw badRequest(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
  const id = randomUUID();
  await tx.insert(media).values({ id, contentType, bytes, size: bytes.length, uploadedBy: actor.actorId });
  await recordAudit(tx, { ...actor, action: 'media.upload', targetType: 'media', targetId: id, details: { content_type: contentType, size: bytes.length } });
  return { id, url: mediaUrl(id), content_type: contentType, size: bytes.length };
}

export async function findMedia(db: Queryable, id: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const [row] = await db.select({ contentType: media.contentType, bytes: media.bytes }).from(media).where(eq(media.id, id)).limit(1);
  return row;
}
