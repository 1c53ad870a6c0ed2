import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BUDGETS, KB, weighBudget } from '../../../../scripts/bundle-budgets.js';
import {
  type ChunkReport,
  modulesMatching,
  routeChunks,
} from '../../../../scripts/bundle-report.js';
import { type ProductionBuild, productionBuild } from '../../../../scripts/production-build.js';

let built: ProductionBuild | undefined;
let report: ChunkReport = { files: [] };

beforeAll(async () => {
  built = await productionBuild(new URL('../..', import.meta.url).pathname);
  report = built.report;
}, 120_000);

afterAll(() => built?.remove());

describe('bundle budget of the intake production build', () => {
  for (const budget of BUNDLE_BUDGETS.filter(({ app }) => app === 'intake')) {
    it(`keeps the JavaScript of a first visit to ${budget.label} at most ${budget.limitKb} KB gzip`, () => {
      const size = weighBudget(report, budget);
      console.log(
        `${budget.label}: ${(size / KB).toFixed(1)} KB gzip (see dist/.vite/chunk-report.md)`,
      );
      expect(size).toBeLessThanOrEqual(budget.limitKb * KB);
    });
  }

  it('keeps the camera decoder (ZXing JS and WebAssembly, BarcodeDetector) out of the first load', () => {
    const decoder = /^(zxing-wasm|barcode-detector)\//;
    expect(modulesMatching(report.files, decoder), 'the decoder is in the build').not.toEqual([]);
    expect(modulesMatching(routeChunks(report, ['index.html']), decoder)).toEqual([]);
    const wasm = report.files.filter((file) => /zxing_reader.*\.wasm$/.test(file.file));
    expect(wasm.map((file) => file.initial)).toEqual([false]);
  });

  it('keeps the Arabic texts (the kit’s and the intake’s) out of the first load', () => {
    const arabic = /(resources\/ar|intake-ar)\.ts$/;
    expect(modulesMatching(report.files, arabic), 'Arabic is in the build').toHaveLength(2);
    expect(modulesMatching(routeChunks(report, ['index.html']), arabic)).toEqual([]);
  });
});
