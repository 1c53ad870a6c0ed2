// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gzipBytes,
  type Manifest,
  readManifest,
  staticClosure,
} from '../../scripts/bundle-size.js';

const KB = 1024;
const root = new URL('../..', import.meta.url).pathname;
let outDir = '';
let manifest: Manifest = {};

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'pos-budget-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = readManifest(outDir);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('bundle budget of the production build', () => {
  it('keeps the initial JavaScript of /login at most 160 KB gzip', () => {
    const files = staticClosure(manifest, ['index.html']);
    const size = gzipBytes(outDir, files);
    console.log(`/login initial JS: ${(size / KB).toFixed(1)} KB gzip`);
    expect(size).toBeLessThanOrEqual(160 * KB);
  });

  it('keeps /services with the shell at most 240 KB gzip', () => {
    const files = staticClosure(manifest, [
      'index.html',
      'src/app/app-shell.tsx',
      'src/app/make-api-client.ts',
    ]);
    const size = gzipBytes(outDir, files);
    console.log(`/services initial JS: ${(size / KB).toFixed(1)} KB gzip`);
    expect(size).toBeLessThanOrEqual(240 * KB);
  });

  it('leaves the shell, the other catalogues, orders and profile out of /login', () => {
    const login = new Set(staticClosure(manifest, ['index.html']));
    for (const key of [
      'src/app/app-shell.tsx',
      'src/features/catalogue/packages-page.tsx',
      'src/features/orders/orders-page.tsx',
    ]) {
      expect(manifest[key]?.isDynamicEntry, key).toBe(true);
      expect(login.has(manifest[key]?.file ?? ''), key).toBe(false);
    }
  });
});
