import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { onPostgres } from './test/test-app';

// `npm start` as a newcomer meets it, in a process of its own on the embedded database: on a
// port that something else holds, it says so in words and how to choose another, and the
// operator password made at that first start is still shown (it is shown only once).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function runMain(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DEMO_AGGREGATOR_PORT: '0',
      PRICE_SIMULATOR: 'false',
      FEED_DEMO: 'false',
      CASINO_ROUND_LOOP: 'false',
      EXCHANGE_SCHEDULER: 'false',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

// About main.ts, not the database: run once, in the PGlite pass.
describe.skipIf(onPostgres)('starting on a port already in use', () => {
  it('exits with a plain message and still shows the operator password it made', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const { code, output } = await runMain({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use (another copy of Lotus?). Stop it, or start with another port: PORT=${port + 1} npm start`);
      expect(output).toMatch(/Operator account: admin \/ \S{12,} {2}\(back office at/);
      expect(output).not.toContain('Lotus is running');
      expect(output).not.toContain('    at '); // no stack trace
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
