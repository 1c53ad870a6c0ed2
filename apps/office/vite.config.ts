// The back office is its own Vite build served at /office by apps/api; in development Vite
// proxies /api to a running server. React Aria's own strings are kept for English and Arabic
// only, the two languages Lamaa speaks.
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/office/',
  plugins: [react(), optimizeLocales.vite({ locales: ['en', 'ar'] })],
  build: { outDir: 'dist', manifest: true, sourcemap: false, target: 'es2022' },
  server: { port: 5175, proxy: { '/api': 'http://127.0.0.1:8080' } },
});
