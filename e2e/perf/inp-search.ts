// The catalogue search part of the latency benchmark: types queries into the services search
// and times the first results drawn from the end of the debounce, with each keystroke's INP.
import type { Page } from '@playwright/test';
import { lastInputAt } from './inp-probe.js';
import { type InpSample, measure } from './inp-measure.js';
import type { SearchSample } from './inp-report.js';

/** SEARCH_DEBOUNCE_MS of @lamaa/domain: the catalogue search waits this long after typing. */
const SEARCH_DEBOUNCE_MS = 300;
/** "<grade> <kind>" queries: each finds 20 of the generated services. */
const QUERIES = ['Premium Wash', 'Royal Shine', 'Eco Film', 'Desert Care', 'Sport Tint'];

/** Resolves with the page time the results of `query` were drawn (a frame after they appeared). */
function resultsDrawn(page: Page, query: string): Promise<number> {
  return page.evaluate(
    (query) =>
      new Promise<number>((resolve, reject) => {
        const main = document.querySelector('main');
        if (!main) throw new Error('No main element.');
        // Every card must match: a pause in typing may have shown a shorter query's results.
        const check = () => {
          const cards = Array.from(main.querySelectorAll('[data-testid="catalogue-card"]'));
          const grid = cards[0]?.closest('ul');
          if (cards.length === 0 || grid?.getAttribute('aria-busy') !== 'false') return;
          if (!cards.every((card) => card.getAttribute('aria-label')?.includes(query))) return;
          observer.disconnect();
          clearTimeout(giveUp);
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        };
        const observer = new MutationObserver(check);
        observer.observe(main, { subtree: true, childList: true, attributes: true });
        const giveUp = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`No results for "${query}" within 20 s.`));
        }, 20_000);
      }),
    query,
  );
}

/** Types each query into the catalogue search and times the first results. */
export async function search(
  page: Page,
): Promise<{ searches: SearchSample[]; keystrokes: InpSample[] }> {
  const box = page.locator('main').getByRole('searchbox');
  const searches: SearchSample[] = [];
  const keystrokes: InpSample[] = [];
  for (const query of QUERIES) {
    // The browser keeps 250 resource timings by default, and growing the cart has used them up
    // long before the searches: without room, no search request was ever found.
    await page.evaluate(() => performance.clearResourceTimings());
    await box.focus();
    await page.keyboard.press('Control+A');
    const drawn = resultsDrawn(page, query);
    for (const char of query)
      keystrokes.push(
        await measure(page, {
          act: () => page.keyboard.type(char),
          settled: () => Promise.resolve(),
        }),
      );
    const shownAt = await drawn;
    const debounced = (await lastInputAt(page)) + SEARCH_DEBOUNCE_MS;
    const request = await page.evaluate((query) => {
      const wanted = `q=${encodeURIComponent(query)}`;
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/services') && entry.name.includes(wanted));
      const last = entries.at(-1) as PerformanceResourceTiming | undefined;
      return { start: last?.startTime ?? Number.NaN, end: last?.responseEnd ?? Number.NaN };
    }, query);
    searches.push({
      query,
      drawn: shownAt - debounced,
      requestStart: request.start - debounced,
      responseEnd: request.end - debounced,
    });
  }
  return { searches, keystrokes };
}
