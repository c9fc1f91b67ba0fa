// Operator decisions carry an Idempotency-Key: a double click, or a retry after a lost answer,
// sends the same key for the same decision, so the money moves once. The key is kept for the
// life of the page (a decision is taken once anyway: the server refuses a second one).

const keys = new Map<string, string>();

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of one decision: the request, its action and (for a rejection) its reason. */
export function decisionKey(...parts: Array<string | number>): string {
  const name = parts.join('\u0000');
  const known = keys.get(name);
  if (known) return known;
  const key = randomKey();
  keys.set(name, key);
  return key;
}
