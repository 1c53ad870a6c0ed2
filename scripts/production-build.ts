// Builds an app for production into a temporary folder, for the bundle-budget tests: one
// build per test file, read through the chunk report its vite.config.ts writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { type ChunkReport, readChunkReport } from './bundle-report.js';

/** A finished production build and the way to remove it. */
export interface ProductionBuild {
  readonly outDir: string;
  readonly report: ChunkReport;
  readonly remove: () => void;
}

/** Runs `vite build` for the app at `appRoot` with its own config, in production mode. */
export async function productionBuild(appRoot: string): Promise<ProductionBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'lamaa-bundle-'));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  const remove = () => rmSync(outDir, { recursive: true, force: true });
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: appRoot,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    return { outDir, report: readChunkReport(outDir), remove };
  } catch (error) {
    remove();
    throw error;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}
