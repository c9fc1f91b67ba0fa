import { z } from 'zod';
import { bannerSchema, FALLBACK_NOTIFICATION, notificationSchema } from '@shared/schemas/content';
import { siteSettingsSchema } from '@shared/schemas/site-settings';
import type { ZodApp } from '@server/http/app-types';
import { notFound } from '@server/errors';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { requestLanguage } from '@server/http/localize';
import { bannerArtNames, drawBannerArt } from './banner-art';
import { listActiveBanners } from './banners';
import { listActiveNotifications } from './notifications';
import { getSiteSettings } from './site-settings';

const tags = ['content'];

// Public: the home page's banners, the ticker's messages and the site settings players see.
export async function contentRoutes(app: ZodApp) {
  app.get(
    '/api/banners',
    {
      schema: {
        tags,
        summary: 'Active banners, in order, their words in the language of Accept-Language where the operator wrote them (else English)',
        response: { 200: okSchema(z.object({ banners: z.array(bannerSchema) })) },
      },
    },
    async (request, reply) => {
      void reply.header('vary', 'Accept-Language');
      return ok({ banners: await listActiveBanners(app.db, requestLanguage(request)) });
    },
  );

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'Ticker messages, in order; the fallback message when there is none',
        response: { 200: okSchema(z.object({ notifications: z.array(notificationSchema) })) },
      },
    },
    async (request, reply) => {
      // The operator's version in the player's language, where there is one.
      void reply.header('vary', 'Accept-Language');
      const notifications = await listActiveNotifications(app.db, requestLanguage(request));
      return ok({ notifications: notifications.length > 0 ? notifications : [{ id: 0, message: FALLBACK_NOTIFICATION, audience: 'everyone' as const }] });
    },
  );

  app.get(
    '/api/site-settings',
    {
      schema: {
        tags,
        summary: 'The operator’s contact links and exchange rates (null where not set)',
        response: { 200: okSchema(z.object({ site_settings: siteSettingsSchema })) },
      },
    },
    async () => ok({ site_settings: await getSiteSettings(app.db) }),
  );

  app.get(
    '/api/notifications/all',
    {
      schema: {
        tags,
        summary: 'Every active notification, in order (empty when there is none)',
        response: { 200: okSchema(z.object({ notifications: z.array(notificationSchema) })) },
      },
    },
    async (request, reply) => {
      void reply.header('vary', 'Accept-Language');
      return ok({ notifications: await listActiveNotifications(app.db, requestLanguage(request)) });
    },
  );

  app.get(
    '/banners/:name',
    {
      schema: {
        tags,
        summary: 'Artwork of the demo banners (SVG)',
        params: z.object({ name: z.string().max(40) }),
        response: { 200: z.string().describe(`SVG; one of ${bannerArtNames.map((n) => `${n}.svg`).join(', ')}`), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const svg = drawBannerArt(request.params.name.replace(/\.svg$/, ''));
      if (!svg) throw notFound('Image not found');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
