#!/usr/bin/env node
// `npm test`: everything that must pass (docs/architecture.md, "Testing"), in order, and a
// summary at the end.
//   1. typecheck and 2. lint (ESLint, Prettier's check and the import boundaries, `npm run lint`),
//      side by side with the web app's build for step 5: tsc and ESLint each use one core
//   3. unit and API tests (Vitest) on the embedded PGlite
//   4. the server tests again on PostgreSQL, when TEST_DATABASE_URL is set; under a second
//      Node.js when LOTUS_EXTRA_NODE names its `node` binary (.ci/run sets it to Node 24), or,
//      with no PostgreSQL, on PGlite under that Node.js
//   5. the browser tests (Playwright on Debian's Chromium)
// Every step runs even when an earlier one failed, so one run shows every problem.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lotus-test-'));
const failedSteps = [];
let passed = 0;
let failed = 0;
/** Each failed Vitest test's step, file, name and first lines of its error: repeated at the end,
 * where a log cut to its tail still shows them. */
const failures = [];

function run(title, command, args, env = process.env) {
  console.log(`\n== ${title}\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const ok = result.status === 0;
  if (!ok) failedSteps.push(title);
  return ok;
}

/** Runs the steps side by side; prints each one's output, in order, once all have ended. */
async function runTogether(steps) {
  // Output is piped: keep colours for a terminal, none for a log.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : { ...process.env, NO_COLOR: '1' };
  const results = await Promise.all(
    steps.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          const end = (ok, more = '') => resolve({ title, ok, output: output + more, seconds: (Date.now() - started) / 1000 });
          child.on('error', (error) => end(false, String(error)));
          child.on('close', (code) => end(code === 0));
        }),
    ),
  );
  for (const { title, ok, output, seconds } of results) {
    console.log(`\n== ${title} (${seconds.toFixed(0)} s, side by side)\n`);
    if (output.trim()) console.log(output.trimEnd());
    if (!ok) failedSteps.push(title);
  }
  return Object.fromEntries(results.map(({ title, ok }) => [title, ok]));
}

// Test files spend much of their time waiting (on PostgreSQL, on PGlite's start, on timers), so
// more of them run at once than there are cores: on this 2-core machine 4 workers took the
// PostgreSQL run from 298 s to 150 s and the PGlite run from 419 s to 302 s, every test passing.
const workers = Math.max(4, os.availableParallelism());

function vitest(title, args, env, node = process.execPath) {
  const report = path.join(tmp, `${failedSteps.length}-${Date.now()}.json`);
  const cli = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  run(title, node, [cli, 'run', `--maxWorkers=${workers}`, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], env);
  try {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    const failedTests = summary.numFailedTests ?? 0;
    passed += summary.numPassedTests ?? 0;
    // A test file that fails to load has no failed test but is a failure all the same.
    failed += failedTests > 0 ? failedTests : (summary.numFailedTestSuites ?? 0);
    for (const file of summary.testResults ?? []) {
      const where = path.relative(root, file.name);
      const failedInFile = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedInFile) failures.push({ title, where, name: test.fullName, message: test.failureMessages?.[0] });
      if (file.status === 'failed' && failedInFile.length === 0) failures.push({ title, where, name: '(the file)', message: file.message });
    }
  } catch {
    // No report: vitest itself did not run (a crash or a config error) — count it as a failure.
    failed += 1;
  }
}

const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;

const hasBrowserTests = fs.existsSync(path.join(root, 'playwright.config.ts'));
const BUILD = 'web app build for the browser tests';
const firstSteps = await runTogether([
  { title: 'typecheck', command: bin('tsc'), args: ['--noEmit'] },
  { title: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  ...(hasBrowserTests ? [{ title: BUILD, command: bin('vite'), args: ['build', '--logLevel', 'warn'] }] : []),
]);
vitest('unit and API tests on PGlite', [], withoutPostgres);
// A second Node.js (LOTUS_EXTRA_NODE, Node 24 in CI) runs the server tests once more: on
// PostgreSQL when there is one (that run then stands for both), else on PGlite.
const extraNode = process.env.LOTUS_EXTRA_NODE;
// The server's test files: Vitest's node projects (vitest.config.ts: most share their worker's modules).
const SERVER_TESTS = ['--project', 'node', '--project', 'node-isolated', 'src/server'];
let second;
if (extraNode) {
  const version = spawnSync(extraNode, ['--version'], { encoding: 'utf8' });
  if (version.status === 0) {
    // That node first on PATH too, so anything vitest starts by name runs on it as well.
    second = { node: extraNode, version: version.stdout.trim(), PATH: `${path.dirname(extraNode)}${path.delimiter}${process.env.PATH}` };
  } else {
    console.log(`\n== server tests under a second Node.js\n\nLOTUS_EXTRA_NODE=${extraNode} does not run.`);
    failedSteps.push('server tests under a second Node.js');
    failed += 1;
  }
}
if (process.env.TEST_DATABASE_URL) {
  if (second) vitest(`server tests on PostgreSQL under Node.js ${second.version}`, SERVER_TESTS, { ...process.env, PATH: second.PATH }, second.node);
  else vitest('server tests on PostgreSQL', SERVER_TESTS, process.env);
} else {
  console.log('\n== server tests on PostgreSQL: skipped (TEST_DATABASE_URL is not set)');
  if (second) vitest(`server tests on PGlite under Node.js ${second.version}`, SERVER_TESTS, { ...withoutPostgres, PATH: second.PATH }, second.node);
}
if (hasBrowserTests) {
  // `npm run test:e2e` without its build: the web app was built in the first steps.
  if (firstSteps[BUILD]) run('browser tests', bin('playwright'), ['test']);
  else {
    console.log('\n== browser tests: not run (the web app did not build)');
    failedSteps.push('browser tests');
  }
} else {
  console.log('\n== browser tests: skipped (no playwright.config.ts yet)');
}

fs.rmSync(tmp, { recursive: true, force: true });
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const { title, where, name, message } of failures) {
    const firstLines = String(message ?? '')
      .split('\n')
      .slice(0, 6)
      .join('\n      ');
    console.log(`  - ${title}: ${where} › ${name}\n      ${firstLines}`);
  }
}
if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 || failed > 0 ? 1 : 0);
