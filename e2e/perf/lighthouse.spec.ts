// Lighthouse (mobile preset: 4× CPU slowdown, simulated slow 4G) on /login and on /services
// against the server the run started, held to every target of issue #9 on the medians of
// several loads: performance ≥ 95, accessibility = 100, best practices ≥ 95, LCP ≤ 2 s,
// TBT ≤ 150 ms, CLS ≤ 0.02. A miss fails with Lighthouse's own reasons; `pnpm bench` records
// the same medians in BENCHMARKS.md. TBT swings most from load to load (Lighthouse counts 4×
// each recorded task over 12.5 ms), hence five loads of /services, the page with most to start.
// /services is loaded signed in (the session cookie and storage kept, the HTTP cache empty); a
// reload forgets the chosen customer, so the page with a customer and vehicle chosen is audited
// by a snapshot (accessibility and best practices) after Playwright chooses them.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Result } from 'lighthouse';
import type { LighthouseBrowser } from './lighthouse-browser.js';
import { missedOnMedians, pageRuns } from './lighthouse-report.js';
import { chooseCustomerAndVehicle } from './lighthouse-session.js';
import { expect, test } from './lighthouse-test.js';

/** Loads per page; the targets are held on their medians. */
const RUNS = { login: 3, services: 5 } as const;

/** Keeps the full reports in .reports/lighthouse/ and checks the medians, failing with the reasons. */
function expectTargetsMet(name: string, results: readonly Result[]): void {
  mkdirSync('.reports/lighthouse', { recursive: true });
  results.forEach((lhr, run) =>
    writeFileSync(`.reports/lighthouse/${name}-${run + 1}.json`, JSON.stringify(lhr)),
  );
  const page = pageRuns(name, results);
  console.log(`Lighthouse ${name}: ${JSON.stringify(page.runs)}`);
  expect.soft(missedOnMedians(page), `${name}:\n${page.reasons.join('\n')}`).toEqual([]);
}

/** `runs` audits of one path, one after the other. */
async function audits(
  lighthouse: LighthouseBrowser,
  path: string,
  runs: number,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouse.audit(path));
  return results;
}

test('Lighthouse on /login meets every target', async ({ lighthouse }) => {
  test.setTimeout(RUNS.login * 60_000);
  expectTargetsMet('login', await audits(lighthouse, '/login', RUNS.login));
});

test('Lighthouse on /services meets every target, signed in, then with a customer and vehicle chosen', async ({
  lighthouse,
  page,
  signIn,
}) => {
  test.setTimeout(RUNS.services * 60_000 + 60_000);
  await signIn();
  expectTargetsMet('services', await audits(lighthouse, '/services', RUNS.services));
  await chooseCustomerAndVehicle(page);
  expectTargetsMet('services-chosen', [await lighthouse.snapshot()]);
});
