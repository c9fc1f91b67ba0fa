// Import boundaries, checked by `npm run lint` (docs/architecture.md, "Boundaries and style").
// Type-only imports count like any other: a cycle of types is still a cycle to untangle.

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles: split the shared part out, or move it to the side that owns it.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-imports-neither-side',
      comment: 'src/shared is imported by the server and the browser and imports neither.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-and-server-apart',
      comment: 'The browser and the server share code only through src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-and-web-apart',
      comment: 'The browser and the server share code only through src/shared.',
      severity: 'error',
      from: { path: '^(src/server|bench)/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-feature-imports-no-other-feature',
      comment:
        'A web feature never imports another: what two features share (query keys, hooks, components) lives in src/web/lib or src/web/components, and src/web/app composes features.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-feature-imports-no-app',
      comment: 'src/web/app composes the features; a feature does not reach back into it.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment: 'src/web/lib, src/web/components and the test helpers serve every feature and know none.',
      severity: 'error',
      from: { path: '^src/web/(lib|components|test)/' },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'admin-area-through-its-index',
      comment:
        "A back-office area (src/web/features/admin/<area>/) uses another area only through that area's index.ts, and what every area uses lives in admin/shared/. An area's own files (its tests too) import each other freely; no-circular keeps the areas' imports one way.",
      severity: 'error',
      from: { path: '^src/web/features/admin/([^/]+)/' },
      to: {
        path: '^src/web/features/admin/[^/]+/',
        pathNot: ['^src/web/features/admin/$1/', '^src/web/features/admin/[^/]+/index\\.ts$', '^src/web/features/admin/shared/'],
      },
    },
    {
      name: 'admin-app-through-area-index',
      comment: "The back office's own files (the app, layout, sign-in page and sections list) use an area only through its index.ts.",
      severity: 'error',
      from: { path: '^src/web/features/admin/[^/]+$' },
      to: { path: '^src/web/features/admin/[^/]+/', pathNot: ['^src/web/features/admin/[^/]+/index\\.ts$', '^src/web/features/admin/shared/'] },
    },
    {
      name: 'admin-shared-imports-no-area',
      comment: 'admin/shared serves every back-office area and knows none of them, nor the app and sections list around them.',
      severity: 'error',
      from: { path: '^src/web/features/admin/shared/' },
      to: { path: '^src/web/features/admin/', pathNot: '^src/web/features/admin/shared/' },
    },
    {
      name: 'server-module-through-its-index',
      comment: "Another server module uses a module only through its index.ts. A module's own files (its tests too) import each other freely.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/[^/]+/', pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'server-module-through-its-index-from-outside',
      comment: "The server's own files (app.ts, http/, db/, the route registry), its test harness and the benchmarks use a module only through its index.ts.",
      severity: 'error',
      from: { path: '^(src/server|bench)/', pathNot: '^src/server/modules/[^/]+/' },
      to: { path: '^src/server/modules/[^/]+/', pathNot: '^src/server/modules/[^/]+/index\\.ts$' },
    },
  ],
  options: {
    includeOnly: '^(src|bench|e2e)/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: false,
  },
};
