import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

// Paths the Node server answers; everything else is the SPA.
const proxiedPaths = ['/v1', '/v2', '/media', '/uploads', '/healthz'];

export default defineConfig({
  root: 'src/web',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // bench/bundle-budget.ts reads it to size each route's first load.
    manifest: true,
    // Route chunks are split by the router's lazy imports; the vendor code shared by all
    // routes stays in the entry chunk, which the browser caches across deploys of pages.
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
  },
});
