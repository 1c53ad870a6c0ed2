// Two projects, one run: unit tests in Node (strings, formats, the logical-properties
// scan) and every Storybook story as a test in Debian's Chromium, in English and Arabic.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.reports/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
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
            // Stories are checked at a counter PC's screen size, not vitest's phone-sized default.
            viewport: { width: 1280, height: 800 },
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
