import { createHash, randomInt } from 'node:crypto';

// Recovery codes: ten single-use codes for when the authenticator app is lost. Each is ten
// characters from an alphabet without look-alikes (about 49 bits), so a plain SHA-256 is enough
// to keep them: there is nothing to guess a dictionary from.

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new code, written `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The stored hash of a code as typed (case, spaces and dashes do not matter); undefined when it cannot be one. */
export function hashRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  if (!/^[a-z0-9]{10}$/.test(code)) return undefined;
  return createHash('sha256').update(code).digest('hex');
}
