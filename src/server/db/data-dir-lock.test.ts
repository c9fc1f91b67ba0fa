import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

// Two processes on one embedded database folder corrupt it: the second must be refused, and a
// lock left behind by a process that is gone must not keep Lotus from starting.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-lock-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
let n = 0;
const folder = () => path.join(root, `pgdata-${(n += 1)}`);

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the embedded database folder lock', () => {
  it('refuses a folder another running process holds, and names it', () => {
    const dir = folder();
    // The parent of this test process stands in for another copy of Lotus: it is running.
    fs.writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`The embedded database in ${dir} is open in another process (pid ${process.ppid})`);
    expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that has ended, or by an earlier run with this same id', () => {
    for (const stale of [String(endedPid()), String(process.pid), 'garbage']) {
      const dir = folder();
      fs.writeFileSync(`${dir}.lock`, stale);
      const release = lockDataDir(dir);
      expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
      release();
      expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    }
  });

  it('refuses a second open in the same process until the first is closed', async () => {
    const dir = folder();
    const first = await openPglite(dir);
    await expect(openPglite(dir)).rejects.toThrow(DataDirInUseError);
    await first.close();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
    const again = await openPglite(dir);
    await again.close();
  });

  it('leaves an in-memory database unlocked', async () => {
    const [a, b] = await Promise.all([openPglite(), openPglite()]);
    await Promise.all([a.close(), b.close()]);
  });
});
