// The intake app is its own Vite build served at /scan; in development /api goes to the
// local server. A build also writes dist/.vite/chunk-report.md (what each chunk holds and
// weighs), which the bundle-budget test reads. React Aria's own strings are kept for English
// and Arabic only: the screen speaks no other language, and the other 32 weigh ~18 KB gzip.
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport } from '../../scripts/bundle-report.js';
import { compileHints } from '../../scripts/compile-hints.js';
import { inlineEntryCss } from '../../scripts/inline-entry-css.js';

export default defineConfig({
  base: '/scan/',
  plugins: [
    react(),
    chunkReport(),
    inlineEntryCss(),
    optimizeLocales.vite({ locales: ['en', 'ar'] }),
    // The first visit's chunk runs at once: V8 compiles it while it downloads.
    compileHints(),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    // Vite's modulepreload polyfill (~230 B gzip on the first load) only serves browsers
    // older than Safari 17 and Firefox 115, which still load every part, just without the
    // early fetch. /scan's 170 KB budget has better uses for the bytes.
    modulePreload: { polyfill: false },
    // Everything the first visit needs in one chunk (Rolldown would otherwise split out the
    // modules the lazy dialogs share with it): one request, and ~3 KB less gzip.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
