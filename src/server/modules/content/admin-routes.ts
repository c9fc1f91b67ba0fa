import { z } from 'zod';
import {
  adminBannerSchema,
  adminNotificationSchema,
  createBannerSchema,
  createNotificationSchema,
  idParamsSchema,
  reorderSchema,
  updateBannerSchema,
  updateNotificationSchema,
} from '@shared/schemas/content';
import { siteSettingsSchema, updateSiteSettingsSchema } from '@shared/schemas/site-settings';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf } from '@server/modules/audit';
import { createBanner, deleteBanner, listAllBanners, reorderBanners, updateBanner } from './banners';
import { getSiteSettings, updateSiteSettings } from './site-settings';
import { createNotification, deleteNotification, listAllNotifications, reorderNotifications, updateNotification } from './notifications';

const tags = ['admin: content'];
const security = [{ bearer: [] }];
const denied = { 401: errorSchema, 403: errorSchema };
const bannerData = okSchema(z.object({ banner: adminBannerSchema }));
const bannersData = okSchema(z.object({ banners: z.array(adminBannerSchema) }));
const notificationData = okSchema(z.object({ notification: adminNotificationSchema }));
const notificationsData = okSchema(z.object({ notifications: z.array(adminNotificationSchema) }));
const deleted = z.object({ success: z.literal(true), message: z.string() });

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function contentAdminRoutes(app: ZodApp) {
  const siteSettingsData = okSchema(z.object({ site_settings: siteSettingsSchema }));
  app.get('/site-settings', { schema: { tags, summary: 'The site settings', security, response: { 200: siteSettingsData, ...denied } } }, async () =>
    ok({ site_settings: await getSiteSettings(app.db) }),
  );

  app.put(
    '/site-settings',
    {
      schema: {
        tags,
        summary: 'Change contact links and exchange rates (null removes one)',
        security,
        body: updateSiteSettingsSchema,
        response: { 200: siteSettingsData, 400: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const site = await app.db.transaction((tx) => updateSiteSettings(tx, request.body, actor));
      return ok({ site_settings: site }, 'Site settings saved');
    },
  );

  app.get('/banners', { schema: { tags, summary: 'Every banner, active or not', security, response: { 200: bannersData, ...denied } } }, async () =>
    ok({ banners: await listAllBanners(app.db) }),
  );

  app.post(
    '/banners',
    { schema: { tags, summary: 'Add a banner', security, body: createBannerSchema, response: { 201: bannerData, 400: errorSchema, ...denied } } },
    async (request, reply) => {
      const actor = await actorOf(request);
      const banner = await app.db.transaction((tx) => createBanner(tx, request.body, actor));
      return reply.status(201).send(ok({ banner }, 'Banner created'));
    },
  );

  app.put(
    '/banners/:id',
    {
      schema: {
        tags,
        summary: 'Edit a banner (any fields; is_active enables or disables it)',
        security,
        params: idParamsSchema,
        body: updateBannerSchema,
        response: { 200: bannerData, 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const banner = await app.db.transaction((tx) => updateBanner(tx, request.params.id, request.body, actor));
      return ok({ banner }, 'Banner updated');
    },
  );

  app.post(
    '/banners/reorder',
    {
      schema: {
        tags,
        summary: 'Put banners in this order (ids not named follow)',
        security,
        body: reorderSchema,
        response: { 200: bannersData, 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      return ok({ banners: await app.db.transaction((tx) => reorderBanners(tx, request.body.ids, actor)) }, 'Banners reordered');
    },
  );

  app.delete(
    '/banners/:id',
    {
      schema: { tags, summary: 'Delete a banner', security, params: idParamsSchema, response: { 200: deleted, 400: errorSchema, 404: errorSchema, ...denied } },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction((tx) => deleteBanner(tx, request.params.id, actor));
      return { success: true as const, message: 'Banner deleted' };
    },
  );

  app.get(
    '/notifications',
    { schema: { tags, summary: 'Every ticker notification, active or not', security, response: { 200: notificationsData, ...denied } } },
    async () => ok({ notifications: await listAllNotifications(app.db) }),
  );

  app.post(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Add a ticker notification',
        security,
        body: createNotificationSchema,
        response: { 201: notificationData, 400: errorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const notification = await app.db.transaction((tx) => createNotification(tx, request.body, actor));
      return reply.status(201).send(ok({ notification }, 'Notification created'));
    },
  );

  app.put(
    '/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Edit a notification (message; is_active enables or disables it)',
        security,
        params: idParamsSchema,
        body: updateNotificationSchema,
        response: { 200: notificationData, 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const notification = await app.db.transaction((tx) => updateNotification(tx, request.params.id, request.body, actor));
      return ok({ notification }, 'Notification updated');
    },
  );

  app.post(
    '/notifications/reorder',
    {
      schema: {
        tags,
        summary: 'Put notifications in this order (ids not named follow)',
        security,
        body: reorderSchema,
        response: { 200: notificationsData, 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const notifications = await app.db.transaction((tx) => reorderNotifications(tx, request.body.ids, actor));
      return ok({ notifications }, 'Notifications reordered');
    },
  );

  app.delete(
    '/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Delete a notification',
        security,
        params: idParamsSchema,
        response: { 200: deleted, 400: errorSchema, 404: errorSchema, ...denied },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      await app.db.transaction((tx) => deleteNotification(tx, request.params.id, actor));
      return { success: true as const, message: 'Notification deleted' };
    },
  );
}
