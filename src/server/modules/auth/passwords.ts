import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORD } from '@shared/schemas/auth';
import { badRequest } from '@server/errors';

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

const commonPasswordsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
let commonPasswords: Set<string> | undefined;

/** Whether the password is on the list of the most common ones, in any letter case (the list is read once). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** A 400 naming the field when a new password (an account's or a withdrawal password) is a common one. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { [field]: COMMON_PASSWORD });
}
