import { z } from 'zod';

// The operator's site settings the player's screens read: contact links (shown only when set)
// and the exchange rates behind approximate USD and EUR amounts (offered only when set).

export const WHATSAPP_PATTERN = /^https:\/\/wa\.me\/[0-9]{6,15}$/;
export const TELEGRAM_PATTERN = /^https:\/\/t\.me\/[A-Za-z0-9_]{5,32}$/;
/** A support phone number in international form: +919876543210. */
export const SUPPORT_PHONE_PATTERN = /^\+[0-9]{10,15}$/;

/** Rupees for one unit of the currency: 83.5 means ₹83.50 a dollar. */
const rate = z
  .number({ error: 'Rate must be a number' })
  .min(1, 'Rate must be from ₹1 to ₹1,000')
  .max(1000, 'Rate must be from ₹1 to ₹1,000')
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Rate can have at most 2 decimals');

export const siteSettingsSchema = z.object({
  whatsapp_url: z.string().nullable(),
  telegram_url: z.string().nullable(),
  support_phone: z.string().nullable(),
  /** The contact is still the demo's placeholder: the operator has to set a real one. */
  support_is_placeholder: z.boolean(),
  usd_rate: z.number().nullable(),
  eur_rate: z.number().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** PUT /api/admin/site-settings: any of the fields; null (or an empty link) removes one. */
export const updateSiteSettingsSchema = z.object({
  whatsapp_url: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || WHATSAPP_PATTERN.test(value), 'WhatsApp link must look like https://wa.me/919876543210')
    .nullable()
    .optional(),
  telegram_url: z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || TELEGRAM_PATTERN.test(value), 'Telegram link must look like https://t.me/lotus_support')
    .nullable()
    .optional(),
  support_phone: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .transform((value) => (value === '' ? null : value))
    .refine((value) => value === null || SUPPORT_PHONE_PATTERN.test(value), 'Support phone must look like +919876543210')
    .nullable()
    .optional(),
  usd_rate: rate.nullable().optional(),
  eur_rate: rate.nullable().optional(),
});
export type UpdateSiteSettingsInput = z.infer<typeof updateSiteSettingsSchema>;
