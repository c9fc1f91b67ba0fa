import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once at start. (@fastify/helmet rebuilds
 * helmet's middleware on every request: that cost more CPU than the rest of a simple read.)
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, () => undefined);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/**
 * Lotus's own policy. The game frame shows house games (served by Lotus) and outside providers
 * (https); `frameOrigins` adds what else may be framed, such as the demo's stand-in aggregator
 * (http on loopback) while it runs.
 */
export function lotusSecurityHeaders({ frameOrigins = [] }: { frameOrigins?: string[] } = {}): Record<string, string> {
  return securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Banners may point at an https image elsewhere (the banner form's Image URL); never plain http.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:', ...frameOrigins],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * What an API answer carries (JSON, a CSV download): the set OWASP's REST Security Cheat Sheet
 * names for API responses, and no more. Nothing may frame it, sniff it as another type, or load it
 * from another site, and opened in a tab it may load and run nothing. The rest of the page policy
 * (script and style sources, the opener policy, referrer, DNS prefetch) only speaks to an HTML
 * page, and would cost every answer about 500 bytes.
 */
export function apiSecurityHeaders(): Record<string, string> {
  return securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}
