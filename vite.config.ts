import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress';
import { webBuildStamp } from './scripts/vite-web-build-stamp';

const API_TARGET = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

// Libraries on every page's first load (ADR 0010); component code stays split per page.
const VENDOR_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/;

// The chunks of the pages the server renders (ADR 0022, PUBLIC_PAGES in src/web/app/public-pages.ts).
// Their code is not preloaded when they are imported (ADR 0026): on a page the server rendered,
// the ~40 preload links Vite's helper adds cost the first task ~60 ms of main thread (250 ms
// in Lighthouse's 4x), and the downloads compete with the page's images for a slow network;
// the browser then fetches the chunk's imports as it reads them. Every other route keeps the
// preloads: a single-page visit to e.g. /login waits for them, and without them took ~0.45 s
// longer at 150 ms latency.
const SERVER_RENDERED_PAGE_CHUNK = /(^|\/)(landing-page|athlete-page|school-page|group-page)-[\w-]+\.js$/;

// Paths the Node server answers; everything else is the SPA.
const proxiedPaths = ['/v1', '/v2', '/media', '/uploads', '/healthz'];

// `vite build --ssr entry-server.tsx` builds the server's renderer of the public pages (ADR 0022)
// into its own folder beside the web app's (never served): no precompressed copies, no manifest.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins: isSsrBuild ? [react(), webBuildStamp()] : [react(), precompress()],
  // The renderer runs React's production build whatever NODE_ENV the server has (ADR 0044): React
  // and every library that imports it are bundled into it, with NODE_ENV fixed at build time (left
  // to node_modules, React picks its development build at run time when NODE_ENV is unset), and
  // its JSX is compiled for production also when the build runs with NODE_ENV=test (a test builds
  // it): production React has no `jsxDEV`.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { development: false } },
      }
    : {}),
  build: {
    outDir: isSsrBuild ? '../../dist/web-ssr' : '../../dist/web',
    emptyOutDir: true,
    // bench/bundle-budget.ts reads it to size each route's first load.
    manifest: !isSsrBuild,
    // Route chunks are split by the router's lazy imports; the vendor code shared by all
    // routes stays in the entry chunk, which the browser caches across deploys of pages.
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      resolveDependencies: (filename, deps) =>
        SERVER_RENDERED_PAGE_CHUNK.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs on (React, the router, TanStack Query, Mantine's style
          // system) in one chunk: left to itself the bundler spreads them over several small
          // shared chunks, which compress worse; the chunk also survives deploys of app code.
          groups: [
            { name: 'vendor', test: VENDOR_MODULES },
            // The app's own modules every page starts with (the entry's static imports) in the
            // entry's company: left to itself the bundler splits small shared ones off it.
            { name: 'app', tags: ['$initial'], test: (id) => !id.includes('node_modules') },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
  },
  preview: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: API_TARGET, changeOrigin: true }])),
  },
}));
