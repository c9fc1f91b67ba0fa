// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on / and /login, against
// the real server serving a fresh production build on a fresh embedded database. Each page is
// measured several times (Lighthouse on a shared machine is noisy): per run it prints the
// performance and accessibility scores, the key timings and the JavaScript the page loaded (gzip
// level 9 of each /assets file Chromium fetched, as bench/web-bundle.ts counts it, and the bytes
// as sent), then the median of the runs and how many reached the target. Writes
// bench/results/lighthouse.json (every run) and each page's last report. Targets on /: score ≥ 95
// in three runs of five, TBT < 200 ms, LCP < 2.5 s, JS < 125 KB gzip. Then Lighthouse 11 (the
// last with the PWA category; 12 dropped it) checks that / installs: its installable-manifest
// audit, with the reasons when it does not. Never fails on a score.
// Run: npx tsx bench/lighthouse.ts            (builds the web app into a temp folder first)
//      npx tsx bench/lighthouse.ts --no-build (serves the existing dist/)
//   --runs N        runs per page (default 5)
//   --pages /,/x    the pages to measure (default / and /login)
//   --no-pwa        skips the installability check
//   --trace         also keeps each page's last trace (bench/results/lighthouse-<page>.trace.json)
// LIGHTHOUSE_PORT sets the server's port (default 3155).
// The server sends the build's precompressed assets (brotli/gzip), as production would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3155);
const BASE = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE = 'lighthouse@12.8.2';
const LIGHTHOUSE_PWA = 'lighthouse@11.7.1';
const TARGET = { score: 95, tbtMs: 200, lcpMs: 2_500, jsKb: 125, runsAtScore: 3 };
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

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}
const RUNS = Math.max(1, Number(option('--runs') ?? 5));
const PAGES = (option('--pages') ?? '/,/login').split(',').filter(Boolean);
const keepsTrace = process.argv.includes('--trace');

type NetworkRequest = { url: string; transferSize?: number; resourceType?: string };
type Audit = {
  numericValue?: number;
  displayValue?: string;
  score?: number | null;
  details?: { items?: Array<{ reason?: string } & Partial<NetworkRequest>> };
};
type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> };
type Run = {
  performance: number;
  accessibility: number;
  fcp_ms: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  si_ms: number;
  /** Every /assets/*.js file the page fetched, gzip level 9 of the built file (bench/web-bundle.ts counts the same way). */
  js_kb_gzip: number;
  js_files: number;
  /** Every request's bytes as the server sent them (brotli where it could). */
  transfer_kb: number;
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/**
 * run, and once more if Lighthouse itself failed (it sometimes loses its trace of a page load:
 * "Something went wrong with recording the trace", NO_NAVSTART). A second failure stops the bench.
 */
function runAgainOnce(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  try {
    run(command, args, env);
  } catch (error) {
    console.log(`${error instanceof Error ? error.message : String(error)}: running it again`);
    run(command, args, env);
  }
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
  runAgainOnce(
    'npx',
    ['--yes', LIGHTHOUSE_PWA, `${BASE}/`, '--output=json', `--output-path=${output}`, '--only-categories=pwa', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const audit = report.audits['installable-manifest'];
  const reasons = (audit?.details?.items ?? []).map((item) => item.reason ?? '').filter(Boolean);
  return { installable: audit?.score === 1, reasons, pwa: Math.round((report.categories.pwa?.score ?? 0) * 100) };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipKbCache = new Map<string, number>();

/** The JavaScript a run loaded, from Lighthouse's network-requests audit and the served build. */
function loadedBytes(report: Report, webDir: string): Pick<Run, 'js_kb_gzip' | 'js_files' | 'transfer_kb'> {
  const requests = (report.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];
  const scripts = new Set<string>();
  let transfer = 0;
  for (const request of requests) {
    transfer += request.transferSize ?? 0;
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname.slice(1));
  }
  let gzip = 0;
  for (const file of scripts) {
    const path = join(webDir, file);
    if (!gzipKbCache.has(file)) gzipKbCache.set(file, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
    gzip += gzipKbCache.get(file) ?? 0;
  }
  return { js_kb_gzip: kb(gzip), js_files: scripts.size, transfer_kb: kb(transfer) };
}

function measure(report: Report, webDir: string): Run {
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  const value = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp_ms: Math.round(value('first-contentful-paint')),
    lcp_ms: Math.round(value('largest-contentful-paint')),
    tbt_ms: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    si_ms: Math.round(value('speed-index')),
    ...loadedBytes(report, webDir),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianRun(runs: Run[]): Run {
  const pick = (key: keyof Run) => median(runs.map((one) => one[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcp_ms: pick('fcp_ms'),
    lcp_ms: pick('lcp_ms'),
    tbt_ms: pick('tbt_ms'),
    cls: pick('cls'),
    si_ms: pick('si_ms'),
    js_kb_gzip: pick('js_kb_gzip'),
    js_files: pick('js_files'),
    transfer_kb: pick('transfer_kb'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const describe = (label: string, one: Run) =>
  `${label.padEnd(8)} performance ${String(one.performance).padStart(3)}  accessibility ${String(one.accessibility).padStart(3)}  TBT ${String(one.tbt_ms).padStart(5)} ms  LCP ${seconds(one.lcp_ms)}  FCP ${seconds(one.fcp_ms)}  SI ${seconds(one.si_ms)}  CLS ${one.cls}  JS ${one.js_kb_gzip} KB gzip (${one.js_files} files), ${one.transfer_kb} KB sent`;

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
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  try {
    await waitForServer(server);
    const results: Array<{ page: string; runs: Run[]; median: Run; runs_at_target_score: number }> = [];
    for (const path of PAGES) {
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '-');
      const output = join(work, `report-${name}.json`);
      const runs: Run[] = [];
      for (let index = 1; index <= RUNS; index += 1) {
        runAgainOnce(
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
            ...(keepsTrace && index === RUNS ? ['--save-assets'] : []),
          ],
          { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
        );
        const text = readFileSync(output, 'utf8');
        const one = measure(JSON.parse(text) as Report, webDir);
        runs.push(one);
        console.log(describe(`${path} #${index}`, one));
        // The last run's whole report too, for the diagnostics (bench/results is not committed).
        if (index === RUNS) {
          writeFileSync(join(resultsDir, `lighthouse-${name}.report.json`), text);
          const trace = output.replace(/\.json$/, '-0.trace.json');
          if (keepsTrace && existsSync(trace)) cpSync(trace, join(resultsDir, `lighthouse-${name}.trace.json`));
        }
      }
      const middle = medianRun(runs);
      const atScore = runs.filter((one) => one.performance >= TARGET.score).length;
      results.push({ page: path, runs, median: middle, runs_at_target_score: atScore });
      console.log(describe(`${path} median`, middle));
      console.log(
        `${path.padEnd(8)} ${atScore} of ${runs.length} runs at ${TARGET.score} or more (target ${TARGET.runsAtScore} of 5); median TBT ${middle.tbt_ms < TARGET.tbtMs ? '<' : '≥'} ${TARGET.tbtMs} ms, LCP ${middle.lcp_ms < TARGET.lcpMs ? '<' : '≥'} ${seconds(TARGET.lcpMs)}, JS ${middle.js_kb_gzip < TARGET.jsKb ? '<' : '≥'} ${TARGET.jsKb} KB gzip\n`,
      );
    }
    const installability = process.argv.includes('--no-pwa') ? undefined : checkInstallable(work);
    if (installability) {
      console.log(
        `/        installable: ${installability.installable ? 'yes' : 'no'}${installability.reasons.length > 0 ? ` (${installability.reasons.join('; ')})` : ''}  PWA score ${installability.pwa}`,
      );
    }
    writeFileSync(
      join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ measured_at: new Date().toISOString(), lighthouse: LIGHTHOUSE, preset: 'mobile (default)', chrome: '/usr/bin/chromium', target: TARGET, load_average: loadavg(), cpus: cpus().length, results, installability }, null, 2)}\n`,
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
