import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { responsibleGamblingSchema } from '@shared/schemas/responsible-gambling';
import type { ZodApp } from '@server/http/app-types';
import { users } from '@server/db/schema';
import { commonErrors, ok, okSchema } from '@server/http/envelope';
import { notFound } from '@server/errors';
import { getResponsibleGambling } from './settings';

// The back office sees a player's limits and any time-out or self-exclusion; it cannot change
// or lift them (there is no route for it, and play_blocks rows cannot be updated or deleted).

const idParams = z.object({
  id: z.coerce
    .number({ error: 'Invalid id' })
    .int('Invalid id')
    .positive('Invalid id')
    .max(2 ** 31 - 1, 'Invalid id'),
});

export async function responsibleGamblingAdminRoutes(app: ZodApp) {
  app.get(
    '/players/:id/responsible-gambling',
    {
      schema: {
        tags: ['admin'],
        summary: "A player's own deposit limits and any time-out or self-exclusion running (read only)",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: okSchema(z.object({ user_id: z.number(), username: z.string(), responsible_gambling: responsibleGamblingSchema })), ...commonErrors },
      },
    },
    async (request) => {
      const [player] = await app.db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(eq(users.id, request.params.id), eq(users.role, 'player')))
        .limit(1);
      if (!player) throw notFound('Player not found');
      return ok({ user_id: player.id, username: player.username, responsible_gambling: await getResponsibleGambling(app.db, player.id) });
    },
  );
}
