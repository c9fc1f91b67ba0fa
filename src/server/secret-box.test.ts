import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSecretBox, dataDirSecretsKey } from './secret-box';

const box = createSecretBox(Buffer.alloc(32, 7));

describe('the secret box', () => {
  it('opens what it sealed, for the same context only, and never shows the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'totp:1')).not.toBe(sealed);
    expect(box.open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'totp:2')).toBeUndefined();
  });

  it('opens nothing under another key, tampered, truncated or plain', () => {
    const sealed = box.seal('secret', 'totp:1');
    expect(createSecretBox(Buffer.alloc(32, 8)).open(sealed, 'totp:1')).toBeUndefined();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(box.open(`v1:${bytes.toString('base64')}`, 'totp:1')).toBeUndefined();
    expect(box.open('v1:AAAA', 'totp:1')).toBeUndefined();
    expect(box.open('secret', 'totp:1')).toBeUndefined();
    expect(() => createSecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
  });

  it('without SECRETS_KEY, makes a key in the data folder once, readable by its owner only, and reads it back', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lotus-key-')), 'data');
    const first = dataDirSecretsKey(dir);
    expect(first).toHaveLength(32);
    expect(dataDirSecretsKey(dir).equals(first)).toBe(true);
    const file = path.join(dir, 'secrets.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
  });

  it('gives processes starting at once on a new data folder one key, and leaves no draft behind', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'lotus-key-')), 'data');
    const module = path.join(path.dirname(fileURLToPath(import.meta.url)), 'secret-box.ts');
    const script = `import { dataDirSecretsKey } from ${JSON.stringify(module)}; process.stdout.write(dataDirSecretsKey(${JSON.stringify(dir)}).toString('hex'));`;
    const start = () =>
      new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], (error, stdout) => (error ? reject(error) : resolve(stdout))),
      );
    const keys = await Promise.all(Array.from({ length: 6 }, start));
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(keys).size).toBe(1);
    expect(readdirSync(dir)).toEqual(['secrets.key']);
  }, 60_000);
});
