// The intake app is its own Vite build served at /scan; in development /api goes to the
// local server. The manifest feeds the bundle-budget test (initial JS of /scan).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/scan/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
