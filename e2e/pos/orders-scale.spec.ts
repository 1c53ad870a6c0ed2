// Benchmark, not a functional test: the orders screen over the scale seed (100,000 orders).
// Runs only with LAMAA_E2E_SCALE=1 against a scale-seeded server named by LAMAA_E2E_URL, e.g.
//   LAMAA_SEED=scale LAMAA_DATA_DIR=<folder> PORT=18498 node apps/api/dist/main.mjs
//   LAMAA_E2E_URL=http://127.0.0.1:18498 LAMAA_E2E_SCALE=1 npx playwright test pos/orders-scale.spec.ts
// and writes its figures to e2e/.reports/orders-render-bench.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/lamaa-test.js';

const RUNS = 5;
const TARGET_MS = 1000;

const rows = (page: Page) =>
  page
    .getByRole('grid', { name: 'Orders' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

test.skip(
  process.env['LAMAA_E2E_SCALE'] !== '1',
  'benchmark: needs LAMAA_E2E_SCALE=1 and a scale-seeded server',
);

test('orders over 100,000 rows: the first page and a search render within 1 s', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn();
  const firstPage: number[] = [];
  const searches: number[] = [];
  // Run 0 is cold (the orders chunk is downloaded); runs 1..RUNS are warm.
  for (let run = 0; run <= RUNS; run += 1) {
    // First page: from the click on Orders (the shell settled) to 15 rows on screen: the lazy
    // chunk, the API call and the render.
    await page.goto('/services');
    await page.waitForLoadState('networkidle');
    const started = Date.now();
    await page.getByRole('link', { name: 'Orders' }).click();
    await expect(rows(page)).toHaveCount(15);
    firstPage.push(Date.now() - started);

    // Search: from the request leaving (after the 500 ms debounce) to the matching rows drawn.
    const number =
      /#[A-Z]+-\d+/.exec(
        (await rows(page)
          .nth(run + 3)
          .getByRole('rowheader')
          .textContent()) ?? '',
      )?.[0] ?? '';
    const sent = page.waitForRequest(
      (request) => request.url().includes('/api/pos/order') && request.url().includes('q='),
    );
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(number);
    await sent;
    const searched = Date.now();
    await expect(rows(page).first().getByRole('rowheader')).toContainText(number);
    searches.push(Date.now() - searched);
  }
  const cold = firstPage[0] ?? Number.NaN;
  const warm = median(firstPage.slice(1));
  const search = median(searches.slice(1));
  const met = (value: number) => (value <= TARGET_MS ? 'yes' : 'no');
  const report = [
    `| measure (Chromium, scale seed: 100,000 orders; warm figures are medians of ${RUNS}) | figure | target | met |`,
    '|---|---|---|---|',
    `| /orders first page, cold (chunk downloaded): click to 15 rows drawn | ${cold} ms | ≤ ${TARGET_MS} ms | ${met(cold)} |`,
    `| /orders first page, warm: click to 15 rows drawn | ${warm} ms | ≤ ${TARGET_MS} ms | ${met(warm)} |`,
    `| search by order number: request sent (after the 500 ms debounce) to rows drawn | ${search} ms | ≤ ${TARGET_MS} ms | ${met(search)} |`,
    '',
    `Runs: first page ${firstPage.join(', ')} ms; search ${searches.join(', ')} ms.`,
  ].join('\n');
  mkdirSync('.reports', { recursive: true });
  writeFileSync('.reports/orders-render-bench.md', `${report}\n`);
  console.log(report);
  expect(cold).toBeLessThanOrEqual(TARGET_MS);
  expect(warm).toBeLessThanOrEqual(TARGET_MS);
  expect(search).toBeLessThanOrEqual(TARGET_MS);
});
