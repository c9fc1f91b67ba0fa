import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Secrets Lotus must read back (an authenticator app's TOTP secret) are kept sealed with
// AES-256-GCM under a key that is not in the database: a copy of the database or of a backup
// does not give them away. Each sealed value is bound to what it belongs to (the `context`, e.g.
// "totp:42"), so a value copied to another row does not open. The stored form is
// "v1:" + base64(12-byte nonce, 16-byte tag, ciphertext).

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

export type SecretBox = {
  seal(plain: string, context: string): string;
  /** The plain text, or undefined when the value was not sealed by this key for this context. */
  open(stored: string, context: string): string | undefined;
};

export const isSealed = (stored: string) => stored.startsWith(VERSION);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`a secrets key is ${SECRETS_KEY_BYTES} bytes`);
  return {
    seal(plain, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
    },
    open(stored, context) {
      if (!isSealed(stored)) return undefined;
      const bytes = Buffer.from(stored.slice(VERSION.length), 'base64');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The key when SECRETS_KEY is not set (never in production): a random one kept in the data folder
 * (`secrets.key`, readable by its owner only), made on the first start. It is written whole under
 * a name of its own, then linked into place, which fails if a key is already there: processes
 * starting at once on a new data folder all end up with the one key that got there first, and none
 * reads a half-written file.
 */
export function dataDirSecretsKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secrets.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${randomBytes(SECRETS_KEY_BYTES).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      chmodSync(draft, 0o600);
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`${file} does not hold ${SECRETS_KEY_BYTES * 2} hex digits`);
  return key;
}
