import { z } from 'zod';

// Banners and ticker notifications, public and as the operator edits them.

/** Spec §8: what the ticker shows when there is no notification. */
export const FALLBACK_NOTIFICATION = 'Market is started in our exchange — Offering Match Odds';

export const bannerSchema = z.object({ id: z.number().int(), image_url: z.string(), alt_text: z.string(), title: z.string() });
export type Banner = z.infer<typeof bannerSchema>;

/** Who a ticker message is for: everyone, visitors (not signed in: an invitation to register) or signed-in players. */
export const notificationAudiences = ['everyone', 'visitors', 'players'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];
const audienceSchema = z.enum(notificationAudiences, { error: 'Audience must be everyone, visitors or players' });

export const notificationSchema = z.object({ id: z.number().int(), message: z.string(), audience: z.enum(notificationAudiences) });
export type Notification = z.infer<typeof notificationSchema>;

/** A banner image: a path Lotus serves itself (`/media/...`, `/banners/...`) or an https address. */
export const imageUrlSchema = z
  .string({ error: 'Image URL is required' })
  .trim()
  .min(1, 'Image URL is required')
  .max(500, 'Image URL is too long')
  .refine((url) => /^\/(?!\/)[A-Za-z0-9._~\-/]+$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url), {
    message: 'Image URL must be a path on this site or an https address',
  });

const bannerTextSchema = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const createBannerSchema = z.object({
  image_url: imageUrlSchema,
  alt_text: bannerTextSchema('Alt text', 200).default(''),
  title: bannerTextSchema('Title', 120).default(''),
  is_active: z.boolean().default(true),
});
export type CreateBannerInput = z.infer<typeof createBannerSchema>;

export const updateBannerSchema = z
  .object({
    image_url: imageUrlSchema.optional(),
    alt_text: bannerTextSchema('Alt text', 200).optional(),
    title: bannerTextSchema('Title', 120).optional(),
    is_active: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateBannerInput = z.infer<typeof updateBannerSchema>;

export const adminBannerSchema = bannerSchema.extend({ sort_order: z.number().int(), is_active: z.boolean(), updated_at: z.string() });
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const notificationMessageSchema = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(500, 'Message must be at most 500 characters');

/** A version of a message in one of the player site's other languages; empty means none (English shows). */
const translatedMessageSchema = z.string({ error: 'A translation is text' }).trim().max(500, 'Message must be at most 500 characters');
/** The operator's Hindi, Bengali and Tamil versions of a ticker message (any may be left out). */
export const notificationTranslationsSchema = z.object({
  hi: translatedMessageSchema.optional(),
  bn: translatedMessageSchema.optional(),
  ta: translatedMessageSchema.optional(),
});
export type NotificationTranslations = z.infer<typeof notificationTranslationsSchema>;

export const createNotificationSchema = z.object({
  message: notificationMessageSchema,
  translations: notificationTranslationsSchema.default({}),
  is_active: z.boolean().default(true),
  audience: audienceSchema.default('everyone'),
});
export type CreateNotificationInput = z.infer<typeof createNotificationSchema>;

export const updateNotificationSchema = z
  .object({
    message: notificationMessageSchema.optional(),
    translations: notificationTranslationsSchema.optional(),
    is_active: z.boolean().optional(),
    audience: audienceSchema.optional(),
  })
  .refine((update) => update.message !== undefined || update.translations !== undefined || update.is_active !== undefined || update.audience !== undefined, {
    message: 'Nothing to update',
  });
export type UpdateNotificationInput = z.infer<typeof updateNotificationSchema>;

export const adminNotificationSchema = notificationSchema.extend({
  /** English is `message`; these are shown to players reading Hindi, Bengali or Tamil. */
  translations: notificationTranslationsSchema,
  sort_order: z.number().int(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;

/** New order of a list: every id once, first shown first. */
export const reorderSchema = z.object({
  ids: z
    .array(z.number({ error: 'ids must be numbers' }).int().positive(), { error: 'ids is required' })
    .min(1, 'ids is required')
    .max(500, 'Too many ids'),
});
export type ReorderInput = z.infer<typeof reorderSchema>;

export const MAX_MEDIA_BYTES = 5 * 1024 * 1024;
export const mediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An uploaded image as base64, optionally a data URL (`data:image/png;base64,...`). */
export const uploadMediaSchema = z.object({
  file: z
    .string({ error: 'Image file is required' })
    .min(1, 'Image file is required')
    // 5 MB of bytes is about 6.7 M base64 characters, plus a data URL prefix.
    .max(7_100_000, 'Image must be at most 5 MB'),
});
export const mediaSchema = z.object({ id: z.string(), url: z.string(), content_type: z.enum(mediaTypes), size: z.number().int() });

/** `/{id}` of an operator route: a positive whole number. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(Number.MAX_SAFE_INTEGER, 'id is too large'),
});
