import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport } from '../../scripts/bundle-report.js';
import { flagImages } from '../../scripts/flag-images.js';
import { inlineEntryCss } from '../../scripts/inline-entry-css.js';
import { startChunks } from '../../scripts/start-chunks.js';
import { API_CLIENT, firstPaint, STARTED_WITH_SHELL } from './scripts/first-paint-plugin.js';

/** The modules of the libraries every page of the POS runs, sign-in included. */
const RUNTIME =
  /[\\/](xstate|@xstate[\\/]react|i18next|react-i18next|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/;

/** The app's second stage, which the entry (src/main.tsx) imports in a task of its own. */
const SECOND_STAGE = 'src/app/start-pos.tsx';

/**
 * The stages of a start, one chunk each (docs/adr/0014-start-chunks.md): the second stage
 * (sign-in and the router), the API client, and the signed-in shell with the sidebar's checkout.
 */
const START = startChunks([
  { name: 'start-pos', modules: [SECOND_STAGE] },
  { name: 'api-client', modules: [API_CLIENT] },
  { name: 'shell', modules: STARTED_WITH_SHELL },
]);

// The POS is served at / by apps/api; in development Vite proxies /api to a running server.
// A build also writes dist/.vite/chunk-report.md: what each chunk holds and weighs. React
// Aria's own strings are kept for English and Arabic only, the two languages Lamaa speaks.
export default defineConfig({
  plugins: [
    react(),
    START.plugin,
    chunkReport([SECOND_STAGE]),
    inlineEntryCss(),
    optimizeLocales.vite({ locales: ['en', 'ar'] }),
    // The phone field's country flags, as files beside the build (not in its JavaScript).
    flagImages(),
    firstPaint(SECOND_STAGE),
  ],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // The libraries every page runs (XState, i18next, their React bindings) in one chunk: left
    // to the automatic split, they came in four by which lazy parts use which of their files
    // (/login 151.4 → 150.2 KB gzip, /services 214.8 → 213.8). Then the start's stages.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME }, ...START.groups] } },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
