import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum: m=19 MiB, t=2, p=1 (about 9 ms a hash on this machine).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when a username is unknown keeps login timing the same for both cases.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('lotus-dummy-password');
  return dummyHash;
}
