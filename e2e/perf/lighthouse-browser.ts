// One Chromium (Debian's) that Playwright and Lighthouse drive together on one tab: Playwright
// sets a page up (signs in, chooses a customer), Lighthouse audits it through the remote
// debugging port with its default mobile preset (4× CPU slowdown, simulated slow 4G).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import type { Flags, Result } from 'lighthouse';
import type { Browser, Page as LighthousePage } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';

/** The categories the targets speak of; a snapshot (no page load) has no performance figures. */
const LOAD_CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const SNAPSHOT_CATEGORIES = ['accessibility', 'best-practices'];

/** Chromium and its tab, shared by Playwright and Lighthouse. */
export interface LighthouseBrowser {
  /** The tab, for Playwright. */
  readonly page: Page;
  /**
   * Lighthouse's navigation audit of `path` in the tab: an empty HTTP cache, but the cookies
   * and storage Playwright left (the session) are kept.
   */
  readonly audit: (path: string) => Promise<Result>;
  /** Lighthouse's snapshot of the tab as it is now (accessibility and best practices). */
  readonly snapshot: () => Promise<Result>;
  /** The browser's own version, e.g. "156.0.8078.108": figures move with it as with the code. */
  readonly browserVersion: string;
  readonly close: () => Promise<void>;
}

/** How often an audit is tried when Lighthouse fails to record the run itself. */
const AUDIT_ATTEMPTS = 3;

/** The port Chromium chose for remote debugging (it writes it into the profile). */
async function debuggingPort(profile: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const port = readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0];
      if (port) return port;
    } catch {
      // Not written yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its remote debugging port within 5 s.');
}

/** Lighthouse's view of the one tab Playwright drives. */
async function sharedTab(browser: Browser): Promise<LighthousePage> {
  const tabs = await browser.pages();
  const [tab] = tabs;
  if (tab === undefined || tabs.length !== 1)
    throw new Error(`Expected one tab for Lighthouse and Playwright, found ${tabs.length}.`);
  return tab;
}

/** Empties the HTTP cache (disk and memory) as Lighthouse does, keeping cookies and storage. */
async function emptyHttpCache(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
}

/**
 * Launches Chromium on a fresh profile with a debugging port and connects Lighthouse to it;
 * paths (Playwright's and `audit`'s) are relative to `baseURL`.
 */
export async function openLighthouseBrowser(baseURL: string): Promise<LighthouseBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'lamaa-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL,
    headless: true,
    // No Playwright viewport: Lighthouse's mobile emulation must be the only one on the tab.
    viewport: null,
    // Playwright turns the back/forward cache off; Lighthouse audits whether a page can use it.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: [...chromiumLaunchOptions.args, '--remote-debugging-port=0', '--window-size=1366,900'],
  });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    // Loaded here, not at the top: Playwright imports every spec file to list the tests.
    const [{ navigation, snapshot }, { default: puppeteer }] = await Promise.all([
      import('lighthouse'),
      import('puppeteer-core'),
    ]);
    const page = context.pages()[0] ?? (await context.newPage());
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${await debuggingPort(profile)}`,
      defaultViewport: null,
    });
    const tab = await sharedTab(browser);
    const flags: Flags = { logLevel: 'error' };
    const lhr = (result: { lhr: Result } | undefined, what: string): Result => {
      if (result === undefined) throw new Error(`Lighthouse returned no result for ${what}.`);
      return result.lhr;
    };
    const browserVersion = (await browser.version()).replace(/^\D+\//, '');
    return {
      page,
      browserVersion,
      audit: async (path) => {
        const url = new URL(path, baseURL).href;
        for (let attempt = 1; ; attempt += 1) {
          // One visit first: the server compresses a file on its first request, as a server in
          // use has long done; the audit itself then starts from an empty HTTP cache.
          await page.goto(url, { waitUntil: 'networkidle' });
          await emptyHttpCache(context, page);
          const result = lhr(
            await navigation(tab, url, {
              flags: { ...flags, onlyCategories: LOAD_CATEGORIES, disableStorageReset: true },
            }),
            url,
          );
          // A run Lighthouse itself could not record (e.g. NO_NAVSTART: "Please run Lighthouse
          // again") says nothing of the page: it is run again, never a missed target.
          if (result.runtimeError === undefined || attempt === AUDIT_ATTEMPTS) return result;
          console.log(`Lighthouse could not record ${url} (${result.runtimeError.code}); again.`);
        }
      },
      snapshot: async () =>
        lhr(
          await snapshot(tab, { flags: { ...flags, onlyCategories: SNAPSHOT_CATEGORIES } }),
          `a snapshot of ${page.url()}`,
        ),
      close: async () => {
        await browser.disconnect();
        await close();
      },
    };
  } catch (error) {
    await close();
    throw error;
  }
}
