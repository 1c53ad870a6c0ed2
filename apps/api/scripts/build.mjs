// Bundles the server into dist/main.mjs so `serve` starts plain JavaScript (no TypeScript
// transform at start-up). Native and WebAssembly packages stay external.
import { build } from 'esbuild';

// Two entries: the server, and the database engine's worker thread, which the server loads
// from beside itself (src/db/pglite-thread.ts).
await build({
  entryPoints: {
    main: new URL('../src/main.ts', import.meta.url).pathname,
    'pglite-engine-worker': new URL('../src/db/pglite-engine-worker.mjs', import.meta.url).pathname,
  },
  outdir: new URL('../dist', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@node-rs/argon2',
    'pg',
    'pg-native',
    'sharp',
  ],
  banner: {
    js: "import { createRequire as __lamaaRequire } from 'node:module'; const require = __lamaaRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('Built apps/api/dist/main.mjs and dist/pglite-engine-worker.mjs');
