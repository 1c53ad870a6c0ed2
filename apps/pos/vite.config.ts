import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReport } from '../../scripts/bundle-report.js';
import { inlineEntryCss } from '../../scripts/inline-entry-css.js';
import { firstPaint } from './scripts/first-paint-plugin.js';

// The POS is served at / by apps/api; in development Vite proxies /api to a running server.
// A build also writes dist/.vite/chunk-report.md: what each chunk holds and weighs. React
// Aria's own strings are kept for English and Arabic only, the two languages Lamaa speaks.
export default defineConfig({
  plugins: [
    react(),
    chunkReport(),
    inlineEntryCss(),
    optimizeLocales.vite({ locales: ['en', 'ar'] }),
    firstPaint(),
  ],
  build: { manifest: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
