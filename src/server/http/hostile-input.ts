import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors';

// A NUL character is in no legitimate input, and PostgreSQL cannot store it in text: a NUL that
// reached a query was a 500. One check for every route, before validation: path, query and body.

export const NUL_MESSAGE = 'Invalid characters in request';

/** Whether a string anywhere in the value (keys included) holds a NUL; walks without recursion. */
export function hasNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object' && !ArrayBuffer.isView(next)) {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/** A body kept as text (the casino callbacks parse it themselves): a NUL, raw or as JSON's escape. */
const hasRawNul = (text: string) => text.includes('\u0000') || text.includes('\\u0000');

export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const { body } = request;
  const bodyHasNul = typeof body === 'string' ? hasRawNul(body) : hasNulCharacter(body);
  if (bodyHasNul || hasNulCharacter(request.params) || hasNulCharacter(request.query)) throw badRequest(NUL_MESSAGE);
}
