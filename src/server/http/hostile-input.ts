import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

// Text PostgreSQL cannot store: a NUL character (text refuses it) and half of a UTF-16 surrogate
// pair (json refuses "\ud800", so an audit entry or a stored answer holding one failed). Neither is
// in any legitimate input, and either reaching a query was a 500. One check for every route,
// before validation: path, query and body.

export const INVALID_TEXT_MESSAGE = 'Invalid characters in request';

const NUL = '\u0000';
const loneSurrogate = /\p{Cs}/u;
const invalidText = (text: string) => text.includes(NUL) || loneSurrogate.test(text);
/** The same in JSON text not parsed yet: raw, or as escapes (a lone surrogate escape, or \u0000). */
const invalidJsonEscape =
  /\\u0000|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;
const invalidJsonText = (text: string) => text.includes(NUL) || invalidJsonEscape.test(text);

/** Whether a string anywhere in the value (keys included) holds a NUL or a lone surrogate; walks without recursion. */
export function hasInvalidText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (invalidText(next)) return true;
    } else if (next !== null && typeof next === 'object' && !ArrayBuffer.isView(next)) {
      for (const [key, inner] of Object.entries(next)) {
        if (invalidText(key)) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** A preValidation hook of every route (app.ts); a callback, not a promise: it runs on every request. */
export function refuseInvalidText(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  const { body } = request;
  // A body kept as text (the casino callbacks parse it themselves) is JSON still to be parsed.
  const bodyIsInvalid = typeof body === 'string' ? invalidJsonText(body) : hasInvalidText(body);
  if (bodyIsInvalid || hasInvalidText(request.params) || hasInvalidText(request.query)) return done(badRequest(INVALID_TEXT_MESSAGE));
  done();
}
