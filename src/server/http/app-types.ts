import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';

// The app's types, apart from app.ts so that route modules can name them without importing the
// app that registers them (which would be an import cycle).

export type App = FastifyInstance;
/** The app as route modules see it: request and reply types inferred from zod schemas. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
