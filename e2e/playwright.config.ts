import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT, e2eDataDir, EXTERNAL_URL } from './fixtures/lamaa-server.js';
import { chromiumLaunchOptions } from '../scripts/chromium.js';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  outputDir: 'test-results',
  globalTeardown: './fixtures/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    launchOptions: chromiumLaunchOptions,
    // An action that can never happen (no such row, a hidden button) fails naming its step,
    // well before the test's own timeout; both are generous for a busy 2-core machine.
    actionTimeout: 60_000,
    navigationTimeout: 90_000,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  ...(EXTERNAL_URL
    ? {}
    : {
        webServer: {
          command: 'node fixtures/start-lamaa.mjs',
          url: `${BASE_URL}/api/health`,
          timeout: 300_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          env: { PORT: String(E2E_PORT), LAMAA_DATA_DIR: e2eDataDir(), LAMAA_SEED: 'demo' },
        },
      }),
});
