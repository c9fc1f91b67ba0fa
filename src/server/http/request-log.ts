import type { FastifyRequest } from 'fastify';

// What the app's logger may write: never a credential. Fastify's own request lines carry the
// method, URL and client, not headers; a header object logged by hand has its Authorization
// and Cookie masked, and so do the game frame's ?session= (and any ?token=) in a logged URL.

const CREDENTIAL_PARAM = /([?&](?:session|token)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(CREDENTIAL_PARAM, '$1[redacted]');
}

/** The app's logger options at a level (Fastify's `logger`). */
export function requestLogOptions(level: string) {
  return {
    level,
    redact: {
      paths: ['headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's request serializer, with the URL masked. It meets whatever is logged as `req`.
      req: (request: Partial<FastifyRequest>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? maskUrl(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
