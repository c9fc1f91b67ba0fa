import { launchGameSchema, launchResultSchema } from '@shared/schemas/casino';
import type { ZodApp } from '@server/http/app-types';
import { commonErrors, errorSchema, ok, okSchema } from '@server/http/envelope';
import { requirePlayer } from '@server/http/guards';
import { assertMayPlay } from '@server/modules/responsible-gambling';
import { launchGame } from './launch-game';

export async function launchRoutes(app: ZodApp) {
  app.post(
    '/api/games/launch',
    {
      schema: {
        tags: ['casino'],
        security: [{ bearer: [] }],
        body: launchGameSchema,
        response: { 200: okSchema(launchResultSchema), ...commonErrors, 422: errorSchema },
      },
    },
    async (request) => {
      const user = await requirePlayer(request);
      await assertMayPlay(app.db, user.id);
      const launched = await launchGame(app.db, {
        userId: user.id,
        signInId: user.sessionId,
        gameType: request.body.game_type,
        log: (message) => request.log.warn(message),
      });
      return ok({ game_url: launched.gameUrl, session_expires_at: launched.expiresAt.toISOString() });
    },
  );
}
