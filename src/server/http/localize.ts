import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedTags, pickLanguage, type Language } from '@shared/i18n/languages';
import { compileTable, translateMessage, type CompiledTable } from '@shared/i18n/message-table';
import { messages as bn } from '@shared/i18n/messages/bn';
import { messages as hi } from '@shared/i18n/messages/hi';
import { messages as extraBn } from '@shared/i18n/messages/extra/bn';
import { messages as extraHi } from '@shared/i18n/messages/extra/hi';
import { messages as extraTa } from '@shared/i18n/messages/extra/ta';
import { messages as gamesBn } from '@shared/i18n/messages/games/bn';
import { messages as gamesHi } from '@shared/i18n/messages/games/hi';
import { messages as gamesTa } from '@shared/i18n/messages/games/ta';
import { messages as serverBn } from '@shared/i18n/messages/server/bn';
import { messages as serverHi } from '@shared/i18n/messages/server/hi';
import { messages as serverTa } from '@shared/i18n/messages/server/ta';
import { messages as ta } from '@shared/i18n/messages/ta';

// Refusals speak the language of the request's Accept-Language (en, hi, bn, ta). Routes and domain
// code keep throwing the spec's English; this hook translates the one failure body on its way out
// (live, or replayed for an Idempotency-Key), by looking the English up in the message tables.
// English, word for word, when the header is absent, names none of ours, or the table lacks it.

// Each language's table, its areas' (extra/ and games/: the menus' screens and the house games',
// which the browser loads with them) and the server's own (server/: what only the server writes,
// which the browser never loads).
const tables: Record<Exclude<Language, 'en'>, CompiledTable> = {
  hi: compileTable({ ...hi, ...extraHi, ...gamesHi, ...serverHi }),
  bn: compileTable({ ...bn, ...extraBn, ...gamesBn, ...serverBn }),
  ta: compileTable({ ...ta, ...extraTa, ...gamesTa, ...serverTa }),
};

/** A message the server wrote in English (a refusal, a notification), in the language. */
export function localizeText(message: string, language: Language): string {
  return language === 'en' ? message : translateMessage(tables[language], message);
}

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return pickLanguage(acceptedTags(typeof header === 'string' ? header : undefined));
}

type FailureBody = { success: false; message: string; errors?: Record<string, string> };

const isFailureBody = (payload: unknown): payload is FailureBody =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as { success?: unknown }).success === false &&
  typeof (payload as { message?: unknown }).message === 'string';

/** The failure body in the language: message and every field's message. */
export function localizeFailure<T extends FailureBody>(body: T, language: Language): T {
  if (language === 'en') return body;
  const errors = body.errors && Object.fromEntries(Object.entries(body.errors).map(([field, message]) => [field, localizeText(message, language)]));
  return { ...body, message: localizeText(body.message, language), ...(errors ? { errors } : {}) };
}

export function registerLocalizedFailures(app: FastifyInstance): void {
  // A callback, not a promise: it runs on every answer with a body, and only a refusal needs it.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!isFailureBody(payload)) return done(null, payload);
    reply.header('vary', 'accept-language');
    return done(null, localizeFailure(payload, requestLanguage(request)));
  });
}
