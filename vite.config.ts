import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The player site and the back office: one SPA built to dist/, served by the API server in
// production and by Vite in development (API, uploaded media and banner art proxied to the
// server; LOTUS_API_URL points elsewhere than http://127.0.0.1:3000).
const apiUrl = process.env.LOTUS_API_URL ?? 'http://127.0.0.1:3000';
const proxy = { '/api': apiUrl, '/media': apiUrl, '/banners': apiUrl };

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle.ts reads the manifest to add up what the home route ships.
    manifest: true,
    target: 'es2022',
    cssCodeSplit: true,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
