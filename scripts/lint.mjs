#!/usr/bin/env node
// `npm run lint` (docs/architecture.md, "Boundaries and style"): ESLint, Prettier's check and the
// import boundaries (dependency-cruiser), run side by side; each one's output is printed when it
// ends, and the run fails when any of them fails. ESLint and Prettier cache what they checked in
// node_modules/.cache, so a second run only reads the files that changed.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const checks = [
  ['ESLint', bin('eslint'), ['.', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
  ['Prettier', bin('prettier'), ['--check', '--cache', '--cache-strategy', 'content', '--log-level', 'warn', '.']],
  ['import boundaries', bin('depcruise'), ['src', 'bench', 'e2e', '--config', '.dependency-cruiser.cjs', '--output-type', 'err']],
];

function check([title, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Output is piped: keep colours for a terminal, none for a log.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : { ...process.env, NO_COLOR: '1' };
    const child = spawn(command, args, { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ title, ok: false, output: String(error), seconds: 0 }));
    child.on('close', (code) => resolve({ title, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const results = await Promise.all(checks.map(check));
for (const { title, ok, output, seconds } of results) {
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${title} (${seconds.toFixed(1)} s)`);
  if (!ok || output.trim()) console.log(output.trim().replace(/^/gm, '  '));
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
