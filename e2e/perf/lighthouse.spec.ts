// Lighthouse (mobile preset: 4× CPU slowdown, simulated slow 4G) on /login and on /services
// against the server the run started: performance ≥ 95, accessibility = 100, best practices
// ≥ 95, LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.02. A miss fails with Lighthouse's own reasons.
// /services is loaded signed in (the session cookie and storage kept, the HTTP cache empty);
// a reload forgets the chosen customer, so the page with a customer and vehicle chosen is
// audited by a snapshot (accessibility, best practices) after Playwright chooses them.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Result } from 'lighthouse';
import { chooseCustomerAndVehicle } from './lighthouse-session.js';
import { figuresOf, missedTargets, missReasons } from './lighthouse-targets.js';
import { expect, test } from './lighthouse-test.js';

/** Keeps the full report in .reports/ and checks every target, failing with the reasons. */
function expectTargetsMet(name: string, lhr: Result): void {
  mkdirSync('.reports', { recursive: true });
  writeFileSync(`.reports/lighthouse-${name}.json`, JSON.stringify(lhr));
  console.log(`Lighthouse ${name}: ${JSON.stringify(figuresOf(lhr))}`);
  expect.soft(missedTargets(lhr), `${name}:\n${missReasons(lhr).join('\n')}`).toEqual([]);
}

test('Lighthouse on /login meets every target', async ({ lighthouse }) => {
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
