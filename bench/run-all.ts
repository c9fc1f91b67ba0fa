import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run bench`: every benchmark in turn. Each prints its figures and writes bench/results/<name>.json.
// Benchmarks never fail a build on time; a benchmark that crashes is reported and the rest still run.
// The PostgreSQL figures need TEST_DATABASE_URL (or DATABASE_URL) pointing at a server.
const benches = ['matching-core', 'ledger-transfers', 'http-reads', 'exchange-orders', 'casino-wallet', 'web-bundle', 'lighthouse'];
const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const crashed: string[] = [];

// web-bundle measures dist/: build it first when there is none (lighthouse builds its own copy).
const root = path.join(dir, '..');
const wantsBundle = only.length === 0 || only.includes('web-bundle');
if (wantsBundle && !existsSync(path.join(root, 'dist', '.vite', 'manifest.json'))) {
  console.log('\n== dist/ is missing: npx vite build\n');
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) crashed.push('vite build');
}

for (const name of benches) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n== bench/${name}.ts\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, `${name}.ts`)], { stdio: 'inherit' });
  if (result.status !== 0) crashed.push(name);
}
if (crashed.length > 0) console.log(`\nBenchmarks that did not finish: ${crashed.join(', ')}`);
