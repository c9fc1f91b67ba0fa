// What the home route ships, gzipped (level 9, what a browser downloads from the precompressed
// files), two ways:
//   critical path — the entry, everything it imports statically, and the home page's chunk with
//     its static imports: what must arrive before the first screen renders (read from the manifest);
//   everything / loads — every /assets file Chromium fetches opening / (phone and desktop sizes,
//     signed out), lazy parts included (the home game tiles, casino sections, exchange panel,
//     sidebars), against the real server on a fresh embedded database with the demo content.
// CSS is reported apart. Run after a build: npx tsx bench/web-bundle.ts [--dist <folder>]
// (default dist/; bench/run-all.ts builds it when missing). Prints the figures and writes
// bench/results/web-bundle.json. Target: everything a phone loads on / ≤ 125 KB gzip (the
// critical path holds the markets' code since decision 012, so it is nearly all of it).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApp } from '@server/app';
import { testConfig } from '@server/config';
import { openPglite } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { seedDemo } from '@server/db/seed';
import { demoSeedParts } from '@server/modules';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Row = { file: string; raw: number; gzip: number; brotli: number };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const dist = resolve(distArg > 0 ? (process.argv[distArg + 1] ?? 'dist') : join(root, 'dist'));
const manifestFile = join(dist, '.vite', 'manifest.json');
const HOME_PAGE = 'src/web/app/home/home-page.tsx';
const TARGET_KB = 125;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
/** Opening / is done when no new file has been asked for in this long. */
const QUIET_MS = 2_000;

if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run \`npm run build\` (or npx vite build --outDir <folder>) first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

/** A chunk and, recursively, every chunk it imports statically. */
function withStaticImports(key: string, into: Set<string>): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`chunk ${key} is not in the manifest`);
  into.add(key);
  for (const next of chunk.imports ?? []) withStaticImports(next, into);
  return into;
}

function measure(file: string): Row {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

const sum = (rows: Row[]) =>
  rows.reduce((total, row) => ({ raw: total.raw + row.raw, gzip: total.gzip + row.gzip, brotli: total.brotli + row.brotli }), { raw: 0, gzip: 0, brotli: 0 });
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

// Critical path, from the manifest.
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const criticalKeys = withStaticImports(HOME_PAGE, withStaticImports(entryKey, new Set()));
const critical = [...criticalKeys].map((key) => measure(manifest[key]?.file ?? '')).sort((a, b) => b.gzip - a.gzip);
const criticalCss = [...new Set([...criticalKeys].flatMap((key) => manifest[key]?.css ?? []))].map(measure);
const criticalTotal = sum(critical);

// Everything / loads, as Chromium fetches it from the real server.
async function fetchedByHome(): Promise<Record<string, string[]>> {
  const database = await openPglite();
  await migrate(database);
  await seedDemo(database.db, demoSeedParts);
  const app = await buildApp({ config: testConfig({ webDistDir: dist }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const seen: Record<string, string[]> = {};
  try {
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
      const files = new Set<string>();
      let last = Date.now();
      page.on('requestfinished', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/')) {
          files.add(pathname.slice(1));
          last = Date.now();
        }
      });
      await page.goto(`${base}/`, { waitUntil: 'load' });
      const deadline = Date.now() + 30_000;
      while (Date.now() - last < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(250);
      seen[size.name] = [...files].sort();
      await page.close();
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }
  return seen;
}

const fetched = await fetchedByHome();
const loads = Object.fromEntries(
  Object.entries(fetched).map(([size, files]) => {
    const js = files
      .filter((file) => file.endsWith('.js'))
      .map(measure)
      .sort((a, b) => b.gzip - a.gzip);
    const css = files.filter((file) => file.endsWith('.css')).map(measure);
    const other = files.filter((file) => !file.endsWith('.js') && !file.endsWith('.css')).map(measure);
    return [size, { js, css, other, total: sum(js) }];
  }),
);

const line = (row: Row) => `  ${row.file.padEnd(52)} ${String(kb(row.raw)).padStart(7)} KB raw  ${String(kb(row.gzip)).padStart(6)} KB gzip`;
console.log('Critical path of / (entry + static imports + home chunk):');
for (const row of critical) console.log(line(row));
console.log(
  `  ${'total JS'.padEnd(52)} ${String(kb(criticalTotal.raw)).padStart(7)} KB raw  ${String(kb(criticalTotal.gzip)).padStart(6)} KB gzip  (${kb(criticalTotal.brotli)} KB brotli)`,
);
console.log(`  target ≤ ${TARGET_KB} KB gzip: ${kb(criticalTotal.gzip) <= TARGET_KB ? 'met' : 'NOT met'}`);
for (const file of criticalCss) console.log(`  CSS ${file.file}: ${kb(file.raw)} KB raw, ${kb(file.gzip)} KB gzip`);
for (const [size, load] of Object.entries(loads)) {
  const lazy = load.js.filter((row) => !critical.some((part) => part.file === row.file));
  console.log(`\nEverything / loads, ${size} (${load.js.length} JS files, ${lazy.length} beyond the critical path):`);
  for (const row of lazy) console.log(line(row));
  console.log(
    `  ${'total JS'.padEnd(52)} ${String(kb(load.total.raw)).padStart(7)} KB raw  ${String(kb(load.total.gzip)).padStart(6)} KB gzip  (${kb(load.total.brotli)} KB brotli)`,
  );
  if (size === 'phone') console.log(`  target ≤ ${TARGET_KB} KB gzip: ${kb(load.total.gzip) <= TARGET_KB ? 'met' : 'NOT met'}`);
  for (const file of load.css) console.log(`  CSS ${file.file}: ${kb(file.raw)} KB raw, ${kb(file.gzip)} KB gzip`);
  if (load.other.length > 0) console.log(`  other assets: ${kb(sum(load.other).raw)} KB raw (${load.other.length} files)`);
}

const resultsDir = join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'web-bundle.json'),
  `${JSON.stringify(
    {
      measured_at: new Date().toISOString(),
      dist,
      target_kb_gzip: TARGET_KB,
      home_js_kb: { raw: kb(criticalTotal.raw), gzip: kb(criticalTotal.gzip), brotli: kb(criticalTotal.brotli) },
      chunks: critical.map((row) => ({ file: row.file, raw_kb: kb(row.raw), gzip_kb: kb(row.gzip) })),
      css: criticalCss.map((file) => ({ file: file.file, raw_kb: kb(file.raw), gzip_kb: kb(file.gzip) })),
      home_loads: Object.fromEntries(
        Object.entries(loads).map(([size, load]) => [
          size,
          {
            js_kb: { raw: kb(load.total.raw), gzip: kb(load.total.gzip), brotli: kb(load.total.brotli) },
            js: load.js.map((row) => ({ file: row.file, raw_kb: kb(row.raw), gzip_kb: kb(row.gzip) })),
            css: load.css.map((file) => ({ file: file.file, raw_kb: kb(file.raw), gzip_kb: kb(file.gzip) })),
          },
        ]),
      ),
    },
    null,
    2,
  )}\n`,
);
