// Bundles the server into dist/main.mjs so `serve` starts plain JavaScript (no TypeScript
// transform at start-up). Native and WebAssembly packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/main.mjs', import.meta.url).pathname,
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
  ],
  banner: {
    js: "import { createRequire as __lamaaRequire } from 'node:module'; const require = __lamaaRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('Built apps/api/dist/main.mjs');
