import type { FastifyRequest } from 'fastify';

// The request log never holds a token. A game's address carries its session token
// (/play/dice?session=..., an aggregator's ...?token=..., either inside the game page's ?url=),
// and a token in a log is a token anyone reading the log can play with.

const TOKEN_PARAM = /([?&](?:session|token|session_token)=)[^&#]*/gi;
/** Lotus's tokens are 43 base64url characters; no other part of an address is that long a run. */
const TOKEN_LIKE = /[A-Za-z0-9_-]{40,}/g;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(TOKEN_PARAM, `$1${REDACTED}`).replace(TOKEN_LIKE, REDACTED);
}

/** Fastify's request serializer, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
