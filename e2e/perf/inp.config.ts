// Playwright config of the interaction-latency benchmark only (the suite's config never picks
// up inp.bench.ts): one worker against the catalogue-seeded server named by LAMAA_INP_URL,
// which scripts/inp-bench.mjs starts.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';

const url = process.env['LAMAA_INP_URL'];
if (!url) throw new Error('Set LAMAA_INP_URL, or run the benchmark with scripts/inp-bench.mjs.');

export default defineConfig({
  testDir: '.',
  testMatch: 'inp.bench.ts',
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: '../test-results/inp',
  use: {
    baseURL: url,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
