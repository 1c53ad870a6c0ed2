// Lighthouse (mobile preset: 4× CPU slowdown, simulated slow 4G) on /login and on /services
// against the server the run started. The suite holds the targets the app meets in every run:
// accessibility = 100, best practices ≥ 95 and CLS ≤ 0.02, failing with Lighthouse's own
// reasons. Performance ≥ 95, LCP ≤ 2 s and TBT ≤ 150 ms are logged, not held: since the first
// paint comes from the HTML, /login meets them in its medians but not in every single run (LCP
// 0.7–2.3 s: the scripts and fonts share the slow link with the page), and /services misses
// TBT (its first frame is about 60 ms of main-thread work at 4× slowdown); `pnpm bench`
// records the medians against the targets (BENCHMARKS.md). /services is loaded signed in (the session cookie and storage
// kept, the HTTP cache empty); a reload forgets the chosen customer, so the page with a
// customer and vehicle chosen is audited by a snapshot after Playwright chooses them.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { chooseCustomerAndVehicle } from './lighthouse-session.js';
import { type FigureKeys, figuresOf, missedTargets, missReasons } from './lighthouse-targets.js';
import { expect, test } from './lighthouse-test.js';

/** The targets the suite holds the app to today. */
const HELD: FigureKeys = new Set(['accessibility', 'bestPractices', 'cls']);

/** Keeps the full report in .reports/lighthouse/ and checks the held targets, failing with the reasons. */
function expectTargetsMet(name: string, lhr: Result): void {
  mkdirSync('.reports/lighthouse', { recursive: true });
  writeFileSync(`.reports/lighthouse/${name}.json`, JSON.stringify(lhr));
  console.log(`Lighthouse ${name}: ${JSON.stringify(figuresOf(lhr))}`);
  const missed = missedTargets(lhr, HELD);
  expect.soft(missed, `${name}:\n${missReasons(lhr, HELD).join('\n')}`).toEqual([]);
}

test('Lighthouse on /login: accessibility, best practices and layout stability', async ({
  lighthouse,
}) => {
  test.setTimeout(90_000);
  expectTargetsMet('login', await lighthouse.audit('/login'));
});

test('Lighthouse on /services, signed in, then with a customer and vehicle chosen', async ({
  lighthouse,
  page,
  signIn,
}) => {
  test.setTimeout(150_000);
  await signIn();
  expectTargetsMet('services', await lighthouse.audit('/services'));
  await chooseCustomerAndVehicle(page);
  expectTargetsMet('services-chosen', await lighthouse.snapshot());
});
