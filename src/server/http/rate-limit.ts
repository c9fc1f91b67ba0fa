import type { FastifyRequest } from 'fastify';

// Money endpoints are rate limited per player. The key is the bearer token, so a
// family or an office behind one address is not throttled together; without a token (which
// the route then refuses) the address stands in.
const perPlayer = (request: FastifyRequest) => request.headers.authorization ?? request.ip;

/** A route's `config` limiting each player to `max` calls a minute. */
export const perPlayerLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute', keyGenerator: perPlayer } });
