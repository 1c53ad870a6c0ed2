// Playwright's test with Lamaa's fixtures on the tab Lighthouse audits: `page` and `signIn`
// drive that tab, `lighthouse` audits it.
import { test as base } from '../fixtures/lamaa-test.js';
import { BASE_URL } from '../fixtures/lamaa-server.js';
import { type LighthouseBrowser, openLighthouseBrowser } from './lighthouse-browser.js';

/** The test of the Lighthouse specs. */
export const test = base.extend<{ lighthouse: LighthouseBrowser }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  lighthouse: async ({}, use) => {
    const browser = await openLighthouseBrowser(BASE_URL);
    try {
      await use(browser);
    } finally {
      await browser.close();
    }
  },
  page: async ({ lighthouse }, use) => use(lighthouse.page),
});

export { expect } from '../fixtures/lamaa-test.js';
