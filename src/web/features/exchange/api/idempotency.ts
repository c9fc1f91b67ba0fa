// A placement carries an Idempotency-Key made once for it. A double click or a retry
// after a lost answer sends the same key with the same body, so the order is placed once; a
// changed slip is another placement with a new key.

export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type PlacementKeys = { keyFor: (body: unknown) => string; reset: () => void };

export function createPlacementKeys(): PlacementKeys {
  let current: { fingerprint: string; key: string } | undefined;
  return {
    keyFor: (body) => {
      const fingerprint = JSON.stringify(body);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newIdempotencyKey() };
      return current.key;
    },
    reset: () => {
      current = undefined;
    },
  };
}
