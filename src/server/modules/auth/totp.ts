import { generateSecret, generateURI, verify } from 'otplib';

// Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, a new
// code every 30 seconds. otplib does the arithmetic; this file fixes the parameters.

export const TOTP_ISSUER = 'Lotus';
const PERIOD_SECONDS = 30;
/** A code of the step before or after the server's is accepted: a phone's clock may be that far off. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new base32 secret of 20 random bytes (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads from a QR code. */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountName, secret, period: PERIOD_SECONDS });
}

/**
 * The time step of `code` when it is valid for `secret` at `nowMs` (one step of clock skew either
 * way) and later than `afterStep` (a step already used is refused: no replay); else undefined.
 */
export async function matchTotp(secret: string, code: string, nowMs: number, afterStep?: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null || afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP flavour of the answer carries the step the code belongs to.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
