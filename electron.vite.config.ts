import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { buildReviewPage } from './scripts/review-page.mjs';

/**
 * The renderer is served from `app://bundle/` with real paths (`/orders/12/edit`), so its
 * assets must be linked from the root: electron-vite forces a relative base in production.
 */
const rootBase = (): Plugin => ({
  name: 'back-office:root-base',
  config: () => ({ base: '/' }),
});

/**
 * The customer's review page beside the embedded server (out/main/review-assets), which serves
 * it at /review-assets/ as the web server does (scripts/review-page.mjs).
 */
const reviewPage = (): Plugin => ({
  name: 'back-office:review-page',
  async closeBundle() {
    await buildReviewPage('out/main/review-assets');
  },
});

/**
 * Desktop build: main (with the embedded server as out/main/server.js, its dependencies
 * left in node_modules), a sandboxed CommonJS preload, and the renderer in out/renderer.
 */
export default defineConfig({
  main: {
    plugins: [reviewPage()],
    build: {
      externalizeDeps: true,
      rolldownOptions: {
        input: { index: 'src/main/index.ts', server: 'src/server/embedded.ts' },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot require node_modules: zod is bundled in.
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: 'src/preload/index.ts' },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react(), rootBase()],
    build: {
      outDir: 'out/renderer',
      target: 'es2022',
      rolldownOptions: { input: 'src/renderer/index.html' },
    },
  },
});
