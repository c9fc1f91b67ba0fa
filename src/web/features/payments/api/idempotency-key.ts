import { useState } from 'react';
import { ApiError } from '@web/lib/api-client';

// Every money-moving POST carries an Idempotency-Key. One key belongs to one form
// submission: a double click, or a retry after a lost answer, sends the same key with the same
// body, so the server moves the money once. A changed form is another submission with a new key.
// A definitive answer (any 4xx: the server stores it for the key) also ends the submission: sending
// the same form again once the balance or the daily limit allows must not replay that refusal.

/** 128 random bits as hex; getRandomValues also works on plain-http pages, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type IdempotencyKeys = {
  /** The key for a submission of exactly this body: the same body keeps its key until reset. */
  keyFor: (body: unknown) => string;
  /** After a success: the next submission is a new one. */
  reset: () => void;
  /**
   * After a failure: a definitive server answer (4xx) forgets this body's key. A network error,
   * an unreadable answer or a 5xx keeps it: the request may have gone through, and its retry
   * must not move money a second time.
   */
  afterFailure: (body: unknown, error: unknown) => void;
};

/** A 4xx: the server decided, and stored that answer for the key. */
export function isDefinitiveAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * Keys by body for the life of the form. Going back to a body sent before reuses its key: that
 * request may have gone through with its answer lost, and must not move money a second time.
 */
export function createIdempotencyKeys(): IdempotencyKeys {
  const keys = new Map<string, string>();
  return {
    keyFor: (body) => {
      const fingerprint = fingerprintOf(body);
      const known = keys.get(fingerprint);
      if (known) return known;
      const key = newIdempotencyKey();
      keys.set(fingerprint, key);
      return key;
    },
    reset: () => keys.clear(),
    afterFailure: (body, error) => {
      if (isDefinitiveAnswer(error)) keys.delete(fingerprintOf(body));
    },
  };
}

/**
 * A body as its key knows it: without the two-factor code, which changes every 30 seconds (the
 * server leaves it out of the request too), so a retry with a fresh code keeps the key.
 */
function fingerprintOf(body: unknown): string {
  return JSON.stringify(body, (key, value: unknown) => (key === 'otp' ? undefined : value));
}

export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
