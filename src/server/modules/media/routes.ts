import { z } from 'zod';
import type { ZodApp } from '@server/http/app-types';
import { notFound } from '@server/errors';
import { errorSchema } from '@server/http/envelope';
import { findMedia } from './media';

// Public: uploaded images (banner art and the like). An id never changes its bytes, so caches keep it.
export async function mediaRoutes(app: ZodApp) {
  app.get(
    '/media/:id',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded image (jpg, png or webp)',
        params: z.object({ id: z.string().uuid('Not found') }),
        response: { 200: z.unknown().describe('The image bytes, with their content type'), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const found = await findMedia(app.db, request.params.id);
      if (!found) throw notFound('Image not found');
      return reply
        .type(found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(found.bytes);
    },
  );
}
