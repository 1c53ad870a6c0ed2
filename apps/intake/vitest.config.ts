// Two projects in one run: pure helpers and the machines wired to the real client in Node,
// and the screen's components in Debian's Chromium (real DOM, FormData and keyboard).
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/browser-setup.ts'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            // A click that cannot happen (an overlay in the way) fails with Playwright's reason
            // after 30 s, instead of hanging until the test's limit with no word why.
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              actionTimeout: 30_000,
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
