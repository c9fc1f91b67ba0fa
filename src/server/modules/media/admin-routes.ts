import { z } from 'zod';
import { mediaSchema, MAX_MEDIA_BYTES, uploadMediaSchema } from '@shared/schemas/content';
import type { ZodApp } from '@server/http/app-types';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import { actorOf } from '@server/modules/audit';
import { storeMedia } from './media';

// Under /api/admin: the operator guard of modules/index.ts runs first.
export async function mediaAdminRoutes(app: ZodApp) {
  app.post(
    '/media',
    {
      // A 5 MB image is about 6.7 MB of base64: this route alone takes bodies that large.
      bodyLimit: Math.ceil((MAX_MEDIA_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        tags: ['admin: media'],
        summary: 'Upload an image (base64 or data URL; jpg, png or webp by content; at most 5 MB)',
        security: [{ bearer: [] }],
        body: uploadMediaSchema,
        response: { 201: okSchema(z.object({ media: mediaSchema })), 400: errorSchema, 401: errorSchema, 403: errorSchema, 413: errorSchema },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(request);
      const stored = await app.db.transaction((tx) => storeMedia(tx, request.body.file, actor));
      return reply.status(201).send(ok({ media: stored }, 'Image uploaded'));
    },
  );
}
