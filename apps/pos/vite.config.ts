import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The POS is served at / by apps/api; in development Vite proxies /api to a running server.
export default defineConfig({
  plugins: [react()],
  build: { manifest: true, sourcemap: false, target: 'es2022' },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
