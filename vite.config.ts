import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './lingui-macros.js';
import tailwindcss from '@tailwindcss/vite';

// The player site and the back office: one SPA built to dist/, served by the API server in
// production and by Vite in development (API, uploaded media and banner art proxied to the
// server; LOTUS_API_URL points elsewhere than http://127.0.0.1:3000).
const apiUrl = process.env.LOTUS_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': apiUrl, '/media': apiUrl, '/banners': apiUrl };

const HOME_PAGE = 'src/web/app/home/home-page.tsx';

/**
 * react-router's package exports only its development build, to every bundler (remix-run/react-router#12532).
 * Its production build is the same code with the development warnings off: the build uses that.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * The home page is the usual landing: its chunk (and everything it imports) is preloaded from
 * index.html, so it downloads alongside the entry instead of after it.
 */
function preloadHomePage(): Plugin {
  return {
    name: 'lotus:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const home = chunks.find((chunk) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(HOME_PAGE));
        if (!home) return html;
        // The home chunk and every chunk it imports, however deep (the exchange's parts import others).
        const wanted = new Set<string>();
        const visit = (file: string) => {
          if (wanted.has(file)) return;
          wanted.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(home.fileName);
        const files = [...wanted].filter((file) => !html.includes(`/${file}"`));
        return {
          html,
          tags: files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        };
      },
    },
  };
}

/** Writes .br and .gz beside each built asset, for a server that serves precompressed files. */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lotus:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const file of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const bytes = readFileSync(join(assets, file));
        if (bytes.length < 1024) continue;
        writeFileSync(join(assets, `${file}.gz`), gzipSync(bytes, { level: 9 }));
        writeFileSync(join(assets, `${file}.br`), brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), linguiMacros(), lingui(), tailwindcss(), preloadHomePage(), precompressAssets()],
  // The @server, @web and @shared aliases, from tsconfig.json's paths.
  resolve: { tsconfigPaths: true, alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle.ts reads the manifest to add up what the home route ships.
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
    // Everything the entry imports statically in one chunk with it: left alone, the bundler cuts it
    // into a dozen small files (each shared with some lazy page), each a request before the first
    // screen and a few hundred bytes of gzip lost (bench/web-bundle.ts; decision 012).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
