// The intake app is its own Vite build served at /scan; in development /api goes to the
// local server. A build also writes dist/.vite/chunk-report.md (what each chunk holds and
// weighs), which the bundle-budget test reads. React Aria's own strings are kept for English
// and Arabic only: the screen speaks no other language, and the other 32 weigh ~18 KB gzip.
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport } from '../../scripts/bundle-report.js';
import { inlineEntryCss } from '../../scripts/inline-entry-css.js';

export default defineConfig({
  base: '/scan/',
  plugins: [
    react(),
    chunkReport(),
    inlineEntryCss(),
    optimizeLocales.vite({ locales: ['en', 'ar'] }),
  ],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
    // No modulepreload polyfill (~230 B gzip) and no preload list for the lazy dialogs' shared
    // chunks (~190 B): /scan's first load is one chunk, and a dialog's parts arrive when it
    // opens. The lazy parts' CSS is still loaded with them. /scan's 170 KB budget has better
    // uses for the bytes.
    modulePreload: false,
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
