import { createHmac, timingSafeEqual } from 'node:crypto';

// Both directions of the aggregator protocol are signed: HMAC-SHA256 over the exact bytes of the
// body with the provider's shared secret, hex, in one header. Compared in constant time.

export const SIGNATURE_HEADER = 'x-lotus-signature';

export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

export function isValidSignature(secret: string, rawBody: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'utf8');
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  // Lengths are public (a fixed-size digest); only equal-length buffers reach the constant-time compare.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
