// The JavaScript the home route ships: the entry, everything it imports statically, and the
// home page's chunk with its static imports, each gzipped (what a browser downloads). Also the
// CSS, reported apart. Run after `vite build` (npm run build): npx tsx bench/web-bundle.ts
// Prints the figures and writes bench/results/web-bundle.json. Target: JS ≤ 120 KB gzip.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestFile = join(dist, '.vite', 'manifest.json');
const HOME_PAGE = 'src/web/features/home/home-page.tsx';
const TARGET_KB = 120;

if (!existsSync(manifestFile)) {
  console.error('dist/.vite/manifest.json is missing: run `npm run build` first.');
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

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const keys = withStaticImports(entryKey, new Set());
withStaticImports(HOME_PAGE, keys);

const rows = [...keys].map((key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`chunk ${key} vanished`);
  const bytes = readFileSync(join(dist, chunk.file));
  return { file: chunk.file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const cssFiles = new Set<string>();
for (const key of keys) for (const css of manifest[key]?.css ?? []) cssFiles.add(css);
const css = [...cssFiles].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const total = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), { raw: 0, gzip: 0, brotli: 0 });

console.log('JavaScript of the home route (entry + static imports + home chunk):');
for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${String(kb(row.raw)).padStart(7)} KB raw  ${String(kb(row.gzip)).padStart(6)} KB gzip`);
console.log(`  ${'total'.padEnd(48)} ${String(kb(total.raw)).padStart(7)} KB raw  ${String(kb(total.gzip)).padStart(6)} KB gzip  (${kb(total.brotli)} KB brotli)`);
console.log(`  target ≤ ${TARGET_KB} KB gzip: ${kb(total.gzip) <= TARGET_KB ? 'met' : 'NOT met'}`);
for (const file of css) console.log(`CSS ${file.file}: ${kb(file.raw)} KB raw, ${kb(file.gzip)} KB gzip`);

const resultsDir = join(root, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'web-bundle.json'),
  `${JSON.stringify(
    {
      measured_at: new Date().toISOString(),
      target_kb_gzip: TARGET_KB,
      home_js_kb: { raw: kb(total.raw), gzip: kb(total.gzip), brotli: kb(total.brotli) },
      chunks: rows.map((row) => ({ file: row.file, raw_kb: kb(row.raw), gzip_kb: kb(row.gzip) })),
      css: css.map((file) => ({ file: file.file, raw_kb: kb(file.raw), gzip_kb: kb(file.gzip) })),
    },
    null,
    2,
  )}\n`,
);
