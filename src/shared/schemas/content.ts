import { z } from 'zod';
import { translationsSchema, type Translations } from './translations';

// Banners and ticker notifications, public and as the operator edits them.

/** Spec §8: what the ticker shows when there is no notification. */
export const FALLBACK_NOTIFICATION = 'Market is started in our exchange — Offering Match Odds';

/**
 * A banner as players get it: its words in the player's language (the operator's version, else the
 * English). The site writes the title, subtitle and button over the image; `link_url` is where the
 * button goes (empty: no button).
 */
export const bannerSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  alt_text: z.string(),
  title: z.string(),
  subtitle: z.string(),
  button_label: z.string(),
  link_url: z.string(),
});
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

/** Where a banner's button goes: a page of this site (`/casino`) or an https address; empty for no button. */
export const linkUrlSchema = z
  .string({ error: 'Link must be text' })
  .trim()
  .max(500, 'Link is too long')
  .refine((url) => url === '' || /^\/(?!\/)[A-Za-z0-9._~\-/?=&#%]*$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url), {
    message: 'Link must be a page of this site (/...) or an https address',
  });

/** A banner's words: the English and its versions, each with the same limit. */
const bannerTexts = {
  title: { label: 'Title', max: 120 },
  subtitle: { label: 'Subtitle', max: 200 },
  button_label: { label: 'Button label', max: 40 },
  alt_text: { label: 'Alt text', max: 200 },
} as const;
export type BannerTextField = keyof typeof bannerTexts;
export const bannerTextFields = Object.keys(bannerTexts) as BannerTextField[];

const bannerTextSchema = (field: BannerTextField) =>
  z
    .string({ error: `${bannerTexts[field].label} must be text` })
    .trim()
    .max(bannerTexts[field].max, `${bannerTexts[field].label} must be at most ${bannerTexts[field].max} characters`);
const bannerVersionsSchema = (field: BannerTextField) => translationsSchema(bannerTexts[field].label, bannerTexts[field].max);

/** Each of a banner's words in Hindi, Bengali and Tamil (any may be left out: the English shows). */
export const bannerTranslationsSchema = z.object({
  title: bannerVersionsSchema('title').optional(),
  subtitle: bannerVersionsSchema('subtitle').optional(),
  button_label: bannerVersionsSchema('button_label').optional(),
  alt_text: bannerVersionsSchema('alt_text').optional(),
});
export type BannerTranslations = Partial<Record<BannerTextField, Translations>>;

const buttonNeedsLink = (banner: { button_label?: string | undefined; link_url?: string | undefined }) => !banner.button_label || Boolean(banner.link_url);
const buttonNeedsLinkIssue = { message: 'A button needs a link', path: ['link_url'] };

export const createBannerSchema = z
  .object({
    image_url: imageUrlSchema,
    alt_text: bannerTextSchema('alt_text').default(''),
    title: bannerTextSchema('title').default(''),
    subtitle: bannerTextSchema('subtitle').default(''),
    button_label: bannerTextSchema('button_label').default(''),
    link_url: linkUrlSchema.default(''),
    translations: bannerTranslationsSchema.default({}),
    is_active: z.boolean().default(true),
  })
  .refine(buttonNeedsLink, buttonNeedsLinkIssue);
export type CreateBannerInput = z.infer<typeof createBannerSchema>;

export const updateBannerSchema = z
  .object({
    image_url: imageUrlSchema.optional(),
    alt_text: bannerTextSchema('alt_text').optional(),
    title: bannerTextSchema('title').optional(),
    subtitle: bannerTextSchema('subtitle').optional(),
    button_label: bannerTextSchema('button_label').optional(),
    link_url: linkUrlSchema.optional(),
    translations: bannerTranslationsSchema.optional(),
    is_active: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), { message: 'Nothing to update' });
export type UpdateBannerInput = z.infer<typeof updateBannerSchema>;

export const adminBannerSchema = bannerSchema.extend({
  /** The English is each field above; these are shown to players reading Hindi, Bengali or Tamil. */
  translations: bannerTranslationsSchema,
  sort_order: z.number().int(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

export const notificationMessageSchema = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(500, 'Message must be at most 500 characters');

/** The operator's Hindi, Bengali and Tamil versions of a ticker message (any may be left out). */
export const notificationTranslationsSchema = translationsSchema('Message', 500);
export type NotificationTranslations = Translations;

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
