import type { FastifyRequest } from 'fastify';
import { rememberedSessionUser } from './session-lookup';
import { bearerToken } from './guards';

// Money endpoints are rate limited per player. The key is the player's id, so a
// family or an office behind one address is not throttled together, and however the
// Authorization header is spelled it is one budget; without a live token (which the route then
// refuses) the address stands in. A token never becomes a key: keys are stored (in Redis).
async function perPlayer(request: FastifyRequest): Promise<string> {
  const token = bearerToken(request);
  const user = token ? await rememberedSessionUser(request.server.db, token) : undefined;
  return user ? `player:${user.id}` : `ip:${request.ip}`;
}

/** A route's `config` limiting each player to `max` calls a minute. */
export const perPlayerLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: perPlayer } });
