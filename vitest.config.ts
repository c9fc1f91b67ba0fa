import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './lingui-macros.js';

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
      { extends: true, test: { name: 'node', include: ['src/**/*.test.ts'], environment: 'node', globalSetup: ['src/server/test/pglite-template.global.ts'] } },
      { extends: true, test: { name: 'web', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['src/web/test/setup.ts'] } },
    ],
  },
});
