import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web build of the renderer (`npm run build:web`): served by the server from the same
 * origin as /api/v1. In development `npx vite` proxies /api to a server on port 8787.
 */
export default defineConfig({
  root: 'src/renderer',
  base: '/',
  plugins: [react()],
  build: {
    outDir: '../../out/web',
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
});
