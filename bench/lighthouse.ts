// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on / and /login, against
// the real server serving a fresh production build on a fresh embedded database.
// Prints performance and accessibility scores with the key timings and writes
// bench/results/lighthouse.json. Targets: both scores ≥ 95. Then Lighthouse 11 (the last with the
// PWA category; 12 dropped it) checks that / installs: its installable-manifest audit, with the
// reasons when it does not. Never fails on a score.
// Run: npx tsx bench/lighthouse.ts            (builds the web app into a temp folder first)
//      npx tsx bench/lighthouse.ts --no-build (serves the existing dist/)
// The server sends the build's precompressed assets (brotli/gzip), as production would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3155);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/login'];
const LIGHTHOUSE = 'lighthouse@12.8.2';
const LIGHTHOUSE_PWA = 'lighthouse@11.7.1';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
].join(' ');

type Audit = { numericValue?: number; displayValue?: string; score?: number | null; details?: { items?: Array<{ reason?: string }> } };
type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('the server exited before it was ready');
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start within 3 minutes');
}

/** Lighthouse 11's installable-manifest audit on /: the manifest, its icons and the service worker as Chrome sees them. */
function checkInstallable(work: string): { installable: boolean; reasons: string[]; pwa: number } {
  const output = join(work, 'report-pwa.json');
  run(
    'npx',
    ['--yes', LIGHTHOUSE_PWA, `${BASE}/`, '--output=json', `--output-path=${output}`, '--only-categories=pwa', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const audit = report.audits['installable-manifest'];
  const reasons = (audit?.details?.items ?? []).map((item) => item.reason ?? '').filter(Boolean);
  return { installable: audit?.score === 1, reasons, pwa: Math.round((report.categories.pwa?.score ?? 0) * 100) };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'lotus-lighthouse-'));
  const webDir = join(work, 'web');
  if (process.argv.includes('--no-build')) cpSync(join(root, 'dist'), webDir, { recursive: true });
  else run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir']);

  const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      WEB_DIST_DIR: webDir,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'lighthouse-operator',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(server);
    const results: Array<Record<string, unknown>> = [];
    for (const path of PAGES) {
      const output = join(work, `report${path.replace(/\//g, '-') || '-home'}.json`);
      run(
        'npx',
        [
          '--yes',
          LIGHTHOUSE,
          `${BASE}${path}`,
          '--output=json',
          `--output-path=${output}`,
          '--only-categories=performance,accessibility',
          '--quiet',
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      );
      const text = readFileSync(output, 'utf8');
      const report = JSON.parse(text) as Report;
      // The whole report too, for the diagnostics (bench/results is not committed).
      mkdirSync(join(root, 'bench', 'results'), { recursive: true });
      writeFileSync(join(root, 'bench', 'results', `lighthouse${path === '/' ? '-home' : path.replace(/\//g, '-')}.report.json`), text);
      const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
      const metric = (key: string) => report.audits[key]?.displayValue ?? '';
      const row = {
        page: path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        first_contentful_paint: metric('first-contentful-paint'),
        largest_contentful_paint: metric('largest-contentful-paint'),
        total_blocking_time: metric('total-blocking-time'),
        cumulative_layout_shift: metric('cumulative-layout-shift'),
        speed_index: metric('speed-index'),
      };
      results.push(row);
      console.log(
        `${path.padEnd(7)} performance ${row.performance}  accessibility ${row.accessibility}  (FCP ${row.first_contentful_paint}, LCP ${row.largest_contentful_paint}, TBT ${row.total_blocking_time}, CLS ${row.cumulative_layout_shift}, SI ${row.speed_index})`,
      );
    }
    const installability = checkInstallable(work);
    console.log(
      `/       installable: ${installability.installable ? 'yes' : 'no'}${installability.reasons.length > 0 ? ` (${installability.reasons.join('; ')})` : ''}  PWA score ${installability.pwa}`,
    );
    const resultsDir = join(root, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ measured_at: new Date().toISOString(), lighthouse: LIGHTHOUSE, preset: 'mobile (default)', chrome: '/usr/bin/chromium', target: 95, load_average: loadavg(), cpus: cpus().length, results, installability }, null, 2)}\n`,
    );
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
