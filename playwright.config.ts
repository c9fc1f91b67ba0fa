import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests: Debian's Chromium (never a downloaded browser) against the real server on a
// fresh embedded database with the demo content. `npm run test:e2e` builds the web app first.

// E2E_PORT lets a second checkout run its browser tests beside this one.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The operator password; e2e/helpers.ts signs in with the same.
const E2E_ADMIN_PASSWORD = 'e2e-operator-password';

// The config is read again in each worker: the data directory is made once and inherited.
if (!process.env.LOTUS_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lotus-e2e-'));
  process.env.LOTUS_E2E_DATA_DIR = dataDir;
  // The server serves its own copy of the build: a rebuild of dist/ during the run (another
  // terminal, an editor) would otherwise pull the files out from under the browser.
  if (existsSync('dist/index.html')) cpSync('dist', join(dataDir, 'web'), { recursive: true });
}
const dataDir = process.env.LOTUS_E2E_DATA_DIR;

// Debian's headless shell (package chromium-headless-shell: Chromium's own Blink and V8, without
// the full browser around them, as Playwright itself runs headless tests) when it is installed:
// the whole run takes about a third less CPU than with the full browser (decision 068). Else
// Debian's Chromium; E2E_BROWSER names another.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const browser = process.env.E2E_BROWSER ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // One worker per core (E2E_WORKERS overrides). Three on a 2-core machine ran a minute faster
  // when it was otherwise idle, but timed tests out when it was not (load 11.6): the server, the
  // browsers and the workers all share the cores.
  workers: Number(process.env.E2E_WORKERS ?? Math.max(1, availableParallelism())),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    hasTouch: false,
    // A failed test keeps its trace (actions, DOM snapshots, network) and a screenshot; the trace
    // records no screencast: its frames of pages with live prices cost a quarter of the browser
    // tests' CPU (docs/decisions/068-test-run-time.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: browser,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'npx tsx src/server/main.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'web'),
      // The card tables' rounds are short here, so a browser test plays several in seconds.
      CASINO_TABLE_BETTING_SECONDS: '6',
    },
  },
});
