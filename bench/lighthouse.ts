// Lighthouse (mobile preset: simulated slow 4G and a 4× slower CPU) on / and /login, against
// the real server serving a fresh production build on a fresh embedded database.
// Prints performance and accessibility scores with the key timings and writes
// bench/results/lighthouse.json. Targets: both scores ≥ 95. Never fails on a score.
// Run: npx tsx bench/lighthouse.ts            (builds the web app into a temp folder first)
//      npx tsx bench/lighthouse.ts --no-build (serves the existing dist/)
// Each page is measured twice: straight from the Lotus server, and behind a compressing
// reverse proxy (brotli/gzip, as nginx, Caddy or a CDN in front of it would do), since the
// server itself sends uncompressed bodies.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createBrotliCompress, createGzip } from 'node:zlib';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3155);
const BASE = `http://127.0.0.1:${PORT}`;
const PROXY_PORT = PORT + 1;
const PAGES = ['/', '/login'];
const LIGHTHOUSE = 'lighthouse@12.8.2';
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

type Audit = { numericValue?: number; displayValue?: string };
type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, Audit> };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/** A reverse proxy that compresses text answers the way a production front server does. */
function startCompressingProxy(): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      { host: '127.0.0.1', port: PORT, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const accepts = String(incoming.headers['accept-encoding'] ?? '');
        const isText = /text|javascript|json|svg|css/.test(type) && !type.includes('event-stream');
        const encoding = !isText ? undefined : accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : undefined;
        const headers = { ...answer.headers };
        if (encoding) {
          delete headers['content-length'];
          headers['content-encoding'] = encoding;
          headers.vary = 'accept-encoding';
        }
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        if (!encoding) answer.pipe(outgoing);
        else answer.pipe(encoding === 'br' ? createBrotliCompress() : createGzip()).pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(PROXY_PORT, '127.0.0.1', () => resolve(proxy)));
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

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'lotus-lighthouse-'));
  const webDir = join(work, 'web');
  if (process.argv.includes('--no-build')) cpSync(join(root, 'dist'), webDir, { recursive: true });
  else run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir']);

  const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), WEB_DIST_DIR: webDir, SEED_DEMO: 'true', ADMIN_PASSWORD: 'lighthouse-operator', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(server);
    const proxy = await startCompressingProxy();
    const results: Array<Record<string, unknown>> = [];
    const targets = PAGES.flatMap((path) => [
      { path, via: 'lotus server', base: BASE },
      { path, via: 'compressing proxy', base: `http://127.0.0.1:${PROXY_PORT}` },
    ]);
    for (const { path, via, base } of targets) {
      const slug = `${path === '/' ? '-home' : path.replace(/\//g, '-')}${via === 'lotus server' ? '' : '-proxy'}`;
      const output = join(work, `report${slug}.json`);
      run(
        'npx',
        ['--yes', LIGHTHOUSE, `${base}${path}`, '--output=json', `--output-path=${output}`, '--only-categories=performance,accessibility', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
        { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
      );
      const text = readFileSync(output, 'utf8');
      const report = JSON.parse(text) as Report;
      // The whole report too, for the diagnostics (bench/results is not committed).
      mkdirSync(join(root, 'bench', 'results'), { recursive: true });
      writeFileSync(join(root, 'bench', 'results', `lighthouse${slug}.report.json`), text);
      const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
      const metric = (key: string) => report.audits[key]?.displayValue ?? '';
      const row = {
        page: path,
        via,
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
        `${path.padEnd(7)} ${via.padEnd(18)} performance ${row.performance}  accessibility ${row.accessibility}  (FCP ${row.first_contentful_paint}, LCP ${row.largest_contentful_paint}, TBT ${row.total_blocking_time}, CLS ${row.cumulative_layout_shift}, SI ${row.speed_index})`,
      );
    }
    const resultsDir = join(root, 'bench', 'results');
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(
      join(resultsDir, 'lighthouse.json'),
      `${JSON.stringify({ measured_at: new Date().toISOString(), lighthouse: LIGHTHOUSE, preset: 'mobile (default)', chrome: '/usr/bin/chromium', target: 95, load_average: loadavg(), cpus: cpus().length, results }, null, 2)}\n`,
    );
    proxy.close();
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
