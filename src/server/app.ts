import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config, TrustProxy } from './config';
import { soleLeadership, startLeadership, type Leadership } from './leadership';
import { createSecretBox, dataDirSecretsKey, type SecretBox } from './secret-box';
import type { Database, Db } from './db/client';
import { isUnavailable } from './db/faults';
import { AppError, badRequest, notFound, RETRY_AFTER_SECONDS, unavailable } from './errors';
import type { App } from './http/app-types';
import { errorBody } from './http/envelope';
import { requireAdmin } from './http/guards';
import { refuseInvalidText } from './http/hostile-input';
import { registerLocalizedFailures } from './http/localize';
import { redisOrLocalStore } from './http/rate-limit-store';
import { responseSerializerCompiler } from './http/response-serializer';
import { scheduleIdempotencyPruning } from './http/idempotency';
import { serializeRequest } from './http/log-redaction';
import { credentialRedaction } from './http/request-log';
import { apiSecurityHeaders, lotusSecurityHeaders } from './http/security-headers';
import { registerModules } from './modules';
import { createLoginThrottle, type LoginThrottle } from '@server/modules/auth';
import { createSmsGateway, createSmsQueue, type SmsGateway, type SmsQueue } from '@server/modules/sms';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    redis: Redis | undefined;
    loginThrottle: LoginThrottle;
    /** Text messages to players' phones (config.sms says through what). */
    sms: SmsGateway;
    /** Where text messages wait until the request that caused them has answered. */
    smsQueue: SmsQueue;
    /** Seals secrets kept for reading back (TOTP secrets) under the secrets key. */
    secretBox: SecretBox;
    /** Lets the game frame show pages of this origin from now on (the demo aggregator once it listens). */
    allowFrameOrigin(origin: string): void;
    /** Whether this process runs the jobs that run in one process at a time (the feed, the timers), and those jobs. */
    leadership: Leadership;
    /** Set when the process is stopping: new requests and the readiness check answer 503. */
    lifecycle: Lifecycle;
  }
}

/**
 * `logStream`: where the log goes instead of stdout (tests read it); `now`: the clock of the
 * per-account sign-in throttle (tests move it).
 */
export type AppDeps = {
  config: Config;
  database: Database;
  redis?: Redis;
  logStream?: { write(line: string): void };
  now?: () => number;
  /** Who leads; by default, on PostgreSQL, whoever holds the leader lock (leadership.ts), else this process. */
  leadership?: Leadership;
};

/** What a stopping process tells its requests. */
export type Lifecycle = { isStopping: boolean };

/** Builds the whole API (and the web app when it is built) without listening: tests use app.inject. */
export async function buildApp({ config, database, redis, logStream, now, leadership }: AppDeps): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: credentialRedaction, serializers: { req: serializeRequest }, ...(logStream ? { stream: logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    // A stopping process answers new requests 503 itself, in the envelope (below).
    return503OnClosing: false,
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  database.onFault((error) => app.log.warn({ err: error }, 'a database connection was lost; the pool makes a new one'));
  app.decorate('redis', redis);
  app.decorate('leadership', leadership ?? (database.kind === 'postgres' ? startLeadership(database, app.log) : soleLeadership()));
  // Before any job's own preClose: the leader's jobs stop and the lock goes, so another process leads at once.
  app.addHook('preClose', async () => app.leadership.stop());
  const lifecycle: Lifecycle = { isStopping: false };
  app.decorate('lifecycle', lifecycle);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.setErrorHandler(handleError);
  registerLocalizedFailures(app);
  // A POST that carries nothing (logout, demo login) is fine even when the client labels it JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  // The demo's stand-in aggregator is framed only once it runs (casino routes call allowFrameOrigin).
  let pageHeaders = lotusSecurityHeaders();
  app.decorate('allowFrameOrigin', (origin: string) => {
    pageHeaders = lotusSecurityHeaders({ frameOrigins: [origin] });
  });
  // An API answer carries the API's set; the pages, files and the API explorer (an HTML page) the page policy.
  const apiHeaders = apiSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) && !request.url.startsWith('/api/docs') ? apiHeaders : pageHeaders);
    if (!lifecycle.isStopping || request.url.startsWith('/api/health/')) return done();
    // Stopping: this request goes elsewhere (a load balancer retries it on another process).
    reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_SECONDS));
    return done(unavailable());
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisOrLocalStore(redis, 'lotus-rl:') } : {}),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new AppError('RATE_LIMITED', 'Too many requests. Please try again later.'), {
        statusCode: 429,
        retryAfter: context.after,
      }),
  });
  app.decorate('loginThrottle', createLoginThrottle({ redis, ...(now ? { now } : {}) }));
  app.decorate('sms', createSmsGateway(config.sms, database.db));
  const smsQueue = createSmsQueue({ db: database.db, gateway: app.sms, log: app.log, autoStart: true });
  app.decorate('smsQueue', smsQueue);
  app.addHook('onClose', async () => smsQueue.stop());
  app.decorate('secretBox', createSecretBox(config.secretsKey ?? dataDirSecretsKey(config.dataDir)));
  // Sign-in answers and whatever was asked with a token are never kept by a browser or a proxy;
  // a public read keeps the caching its route chose, if any.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiPath(request.url) && !isPublicRead(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // Stopping: a request that was running when the stop began ends its connection with its answer.
    if (lifecycle.isStopping) reply.header('connection', 'close');
    done(null, payload);
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lotus API', version: '1.0.0', description: 'Exchange betting, casino and wallet API.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The document is always built (app.swagger()); the explorer and its JSON at /api/docs answer as
  // config.apiDocs says: to nobody (404), to anyone, or to the operator's token only.
  if (config.apiDocs !== 'off') {
    const operatorOnly = {
      onRequest: async (request: FastifyRequest) => {
        await requireAdmin(request);
      },
    };
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, ...(config.apiDocs === 'operator' ? { uiHooks: operatorOnly } : {}) });
  }

  // Before any route validates its input: a route documented as needing a token refuses a request
  // without one before reading the body (a visitor gets 401, not a validation message; which token
  // is valid, a player's session or a game frame's, is the route's own guard); then a NUL
  // character or a lone surrogate anywhere in the input is refused.
  app.addHook('onRoute', (route) => {
    const security = (route.schema as { security?: Record<string, unknown>[] } | undefined)?.security;
    const needsToken = security?.some((entry) => 'bearer' in entry) ?? false;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...(needsToken ? [checkToken] : []), refuseInvalidText, ...existing];
  });
  await registerModules(app.withTypeProvider<ZodTypeProvider>());
  scheduleIdempotencyPruning(app);
  await serveWebApp(app, config.webDistDir);
  return app;
}

/**
 * Fastify believes no bare hop count (it cannot tell a proxy from a client), so a count becomes
 * the same rule as a function: the socket's peer and the next hops-1 entries of X-Forwarded-For,
 * from the right, are the operator's proxies; the entry after them is the client.
 */
function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (Array.isArray(trust)) return trust;
  if (trust === 0) return false;
  return (_address, hop) => hop < trust;
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/');

function isPublicRead(request: FastifyRequest): boolean {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  return isRead && !request.headers.authorization && !request.url.startsWith('/api/auth/');
}

function checkToken(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) {
  done(request.headers.authorization ? undefined : new AppError('UNAUTHORIZED', 'No authentication token found'));
}

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  const answer = asAppError(error);
  if (answer.code === 'UNAVAILABLE') {
    request.log.warn({ err: error }, 'a database or Redis connection failed: answered 503');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  } else if (answer.status >= 500) {
    request.log.error({ err: error }, error instanceof AppError ? error.message : 'unhandled error');
  }
  return reply.status(answer.status).send(errorBody(answer));
}

/** The AppError a client sees for any error: validation failures by field, framework 4xx said plainly, anything else a bare 500. */
function asAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  if (isUnavailable(error)) return unavailable();
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      errors[field] ??= issue.message ?? 'Invalid value';
    }
    return badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 413) return new AppError('TOO_LARGE', 'Request is too large');
  if (status === 429) return new AppError('RATE_LIMITED', 'Too many requests. Please try again later.');
  if (status >= 400 && status < 500) {
    // Malformed JSON, wrong content type, empty body and the like: the client's fault, said plainly.
    return badRequest(error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'Malformed JSON body' : 'Invalid request');
  }
  return new AppError('INTERNAL', 'Internal server error');
}

/**
 * Serves the built single-page app; every page path answers index.html. /api/* never does, and
 * neither does a missing /assets/* file: a page still holding a chunk name from before a deploy
 * must get a clean 404 (and reload), not HTML parsed as JavaScript.
 */
async function serveWebApp(app: App, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are, by Accept-Encoding.
      preCompressed: true,
      // Cache-Control is set below (send's own default, max-age=0, would replace it).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          // Vite's hashed assets never change; which bytes are sent depends on Accept-Encoding.
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          res.setHeader('vary', 'accept-encoding');
        } else {
          // index.html and the unhashed files beside it: revalidated each time (ETag, Last-Modified).
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(notFound()));
    }
    reply.header('cache-control', 'no-cache').type('text/html');
    if (request.url.split('?')[0] === '/') return reply.send(withHomeMarketsPreload(await fs.promises.readFile(indexFile, 'utf8')));
    return reply.send(fs.createReadStream(indexFile));
  });
}

/**
 * The home page's HTML asks for its markets itself: the request starts while the page's code is
 * still downloading, rather than after it has run, and the first screen's rows (the page's largest
 * paint) draw as soon as the code is ready (decision 012). The app's own request for the same list
 * takes the preloaded answer. Only `/`: no other page shows that list first. A demo player's home
 * page asks for the play-money list instead, so for them the preload goes unused.
 */
function withHomeMarketsPreload(html: string): string {
  return html.replace('</title>', '</title>\n    <link rel="preload" href="/api/events" as="fetch" crossorigin="anonymous" />');
}
