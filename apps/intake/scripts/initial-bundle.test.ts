import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { measureInitialBundle, type InitialBundle } from './initial-bundle.js';

/**
 * A ceiling just above today's measure (231 KB), so the first load cannot grow unseen.
 * The budget is 170 KB and is not met yet: React, React Aria, zod (through the
 * api-client) and xstate alone exceed it. Lower this ceiling as the budget work lands.
 */
const CEILING_BYTES = 240 * 1024;
const outDir = mkdtempSync(join(tmpdir(), 'intake-bundle-'));
let bundle: InitialBundle;

beforeAll(async () => {
  // Vitest runs with NODE_ENV=test, which would bundle React's development build.
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: join(import.meta.dirname, '..'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  process.env.NODE_ENV = mode;
  bundle = measureInitialBundle(outDir);
}, 120_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('initial JavaScript of /scan', () => {
  it('keeps the camera decoder (ZXing JS and WebAssembly) out of the first load', () => {
    expect(bundle.initialFiles.some((file) => /zxing/i.test(file))).toBe(false);
    expect(bundle.lazyFiles.some((file) => /zxing_reader.*\.wasm$/.test(file))).toBe(true);
  });

  it("does not grow past today's ceiling of 240 KB gzip", () => {
    expect(bundle.initialGzipBytes).toBeLessThanOrEqual(CEILING_BYTES);
  });
});
