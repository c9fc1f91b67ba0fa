import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { collectionItemSchema, gamesPageSchema, gamesQuerySchema, providerSchema } from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import { casinoGames, casinoProviders } from '@server/db/schema';
import { notFound } from '@server/errors';
import { errorSchema, ok, okSchema } from '@server/http/envelope';
import type { CollectionName } from './collections';
import { renderGameArt, renderProviderArt } from './game-art';
import { listCollection } from './list-collection';
import { listGames } from './list-games';
import { listProviders } from './list-providers';

// Public reads of the catalogue and the artwork Lotus serves for it.

const collectionPaths: Record<string, CollectionName> = {
  '/api/games/home-tiles': 'home-tiles',
  '/api/games/exchange-games': 'exchange-games',
  '/api/games/popular': 'popular',
  '/api/games/lobby': 'lobby',
};

export async function catalogueRoutes(app: ZodApp) {
  app.get(
    '/api/games',
    { schema: { tags: ['casino'], querystring: gamesQuerySchema, response: { 200: okSchema(gamesPageSchema), 400: errorSchema } } },
    async (request) => ok(await listGames(app.db, request.query)),
  );

  app.get('/api/games/providers', { schema: { tags: ['casino'], response: { 200: okSchema(z.object({ providers: z.array(providerSchema) })) } } }, async () =>
    ok({ providers: await listProviders(app.db) }),
  );

  for (const [path, collection] of Object.entries(collectionPaths)) {
    app.get(path, { schema: { tags: ['casino'], response: { 200: okSchema(z.object({ items: z.array(collectionItemSchema) })) } } }, async () =>
      ok({ items: await listCollection(app.db, collection) }),
    );
  }

  const artHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };
  const fileParams = z.object({ file: z.string().max(120) });

  app.get('/media/games/:file', { schema: { tags: ['casino'], params: fileParams } }, async (request, reply) => {
    const match = /^([a-z0-9][a-z0-9-]*?)(\.banner)?\.svg$/.exec(request.params.file);
    const [game] = match?.[1]
      ? await app.db.select({ name: casinoGames.name, type: casinoGames.type }).from(casinoGames).where(eq(casinoGames.uid, match[1])).limit(1)
      : [];
    if (!game) throw notFound();
    return reply.headers(artHeaders).send(renderGameArt({ name: game.name, type: game.type, variant: match?.[2] ? 'banner' : 'card' }));
  });

  app.get('/media/providers/:file', { schema: { tags: ['casino'], params: fileParams } }, async (request, reply) => {
    const match = /^([a-z0-9][a-z0-9-]*)\.svg$/.exec(request.params.file);
    const [provider] = match?.[1]
      ? await app.db.select({ name: casinoProviders.name }).from(casinoProviders).where(eq(casinoProviders.key, match[1])).limit(1)
      : [];
    if (!provider) throw notFound();
    return reply.headers(artHeaders).send(renderProviderArt(provider.name));
  });
}
