/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` proxies the API and the realtime socket to the running system (nginx on
// MARKETPLACE_PORT, 8080 by default); API_PROXY_TARGET points it somewhere else.
const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.MARKETPLACE_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true },
    },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: scripts/check-budget.mjs follows the entry's static imports to measure the landing page.
    manifest: true,
    rolldownOptions: {
      // Our barrels (src/features/<feature>/index.ts, src/components/**/index.ts, src/lib/**/index.ts) only re-export.
      // Declared side-effect free, with lazy barrels an import through one reaches only the modules it names: the
      // landing page importing `useUser` from '@/features/auth' does not pull the sign-up form into the entry chunk.
      treeshake: {
        moduleSideEffects: (id) => (/[\\/]src[\\/](?:features|components|lib)[\\/].+[\\/]index\.ts$/.test(id) ? false : undefined),
      },
      experimental: { lazyBarrel: true },
      output: {
        // Libraries change less often than app code: the framework every page needs (React, the router, the Redux
        // store and RTK Query) is one chunk that stays cached across deploys. Other libraries (Radix primitives,
        // date-fns, icons) have no catch-all vendor group: each lands with the pages that use it, so the landing page
        // loads no code of the dialogs, tabs or date formatting it does not show (scripts/check-budget.mjs).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            // Stripe is loaded only when the payment provider is Stripe (a lazy import). Below 'framework': a group also
            // takes its modules' dependencies.
            { name: 'stripe', test: /node_modules[\\/]@stripe[\\/]/, priority: 15 },
          ],
        },
      },
    },
  },
  test: {
    // jsdom unless a file says `// @vitest-environment node` on its first line: the 60 files of plain functions do, and
    // skip the window and the DOM set-up (src/testing/setup-tests.ts), about 0.45 CPU-s each.
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
    css: false,
    // A test that renders a long list (120 notifications) takes 1-2 s alone and more than the default 5 s when the
    // two cores are shared with a build: a hang still fails, at 20 s.
    testTimeout: 20_000,
    // Each file runs in a VM context of its own inside a worker (vmThreads): files stay isolated (their own module
    // graph, DOM and stores) without a new process and jsdom per file: 45 s for the 120 files instead of 110 s
    // (environment set-up alone was 69 s). One worker per core: Vitest leaves one core free by default.
    pool: 'vmThreads',
    maxWorkers: availableParallelism(),
  },
});
