import { defineConfig } from 'vitest/config';

// Server and shared tests run in Node; web tests (*.test.tsx) run in jsdom.
export default defineConfig({
  // The @server, @web and @shared aliases, from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'node', include: ['src/**/*.test.ts'], environment: 'node', globalSetup: ['src/server/test/pglite-template.global.ts'] } },
      { extends: true, test: { name: 'web', include: ['src/**/*.test.tsx'], environment: 'jsdom', setupFiles: ['src/web/test/setup.ts'] } },
    ],
  },
});
