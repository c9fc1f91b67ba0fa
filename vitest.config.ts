import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiMacros } from './lingui-macros.js';

// Most test files share their worker's modules (isolate: false): the app keeps its state per app
// (WeakMaps keyed by the database or the app), so a file needs no fresh import of it, and
// importing the whole app (or the web app and jsdom) afresh for each file was most of the run's
// time (decision 068). A file that needs a module graph of its own runs in an isolated project:
//  - the server files that keep state in their process or start processes (a data folder's lock
//    is held per process, rate limits count per process);
//  - any file that replaces a module, a global or the clock (vi.mock, vi.stubGlobal, fake
//    timers), since a module another file imported first would not be replaced. Those are
//    found by reading the files, so a new one is isolated without a list to keep.
const STATEFUL = [
  'src/server/db/data-dir-lock.test.ts',
  'src/server/db/prepare.test.ts',
  'src/server/db/startup-lock.test.ts',
  'src/server/main*.test.ts',
  'src/server/http/rate-limit.test.ts',
  'src/server/modules/auth/rate-limits.test.ts',
];
const REPLACES = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

const root = path.dirname(fileURLToPath(import.meta.url));

/** The test files (paths from the project's root) that replace a module, a global or the clock. */
function filesThatReplace(extension: string): string[] {
  const found: string[] = [];
  for (const name of fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith(extension)) continue;
    if (REPLACES.test(fs.readFileSync(path.join(root, 'src', name), 'utf8'))) found.push(`src/${name.split(path.sep).join('/')}`);
  }
  return found;
}

const nodeIsolated = [...STATEFUL, ...filesThatReplace('.test.ts')];
const webIsolated = filesThatReplace('.test.tsx');
const pgliteTemplate = 'src/server/test/pglite-template.global.ts';
const node = { environment: 'node' as const, globalSetup: [pgliteTemplate] };
const web = { environment: 'jsdom' as const, setupFiles: ['src/web/test/setup.ts'] };

// Server and shared tests run in Node; web tests (*.test.tsx) run in jsdom.
export default defineConfig({
  plugins: [linguiMacros(), lingui()],
  // The @server, @web and @shared aliases, from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    // CI's 2-core machine may be loaded (a million simulated rounds took over 30 s at load 15): a
    // test waits for states, and this is the ceiling on a slow machine, not an expected time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'node', ...node, include: ['src/**/*.test.ts'], exclude: [...configDefaults.exclude, ...nodeIsolated], isolate: false } },
      { extends: true, test: { name: 'node-isolated', ...node, include: nodeIsolated } },
      { extends: true, test: { name: 'web', ...web, include: ['src/**/*.test.tsx'], exclude: [...configDefaults.exclude, ...webIsolated], isolate: false } },
      { extends: true, test: { name: 'web-isolated', ...web, include: webIsolated } },
    ],
  },
});
