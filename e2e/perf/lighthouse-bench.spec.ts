// Benchmark, not a suite test: Lighthouse (mobile preset) on /login, /services, /orders and
// /scan, each loaded LAMAA_LIGHTHOUSE_RUNS times (default 3), and /services again as a snapshot
// with a customer and vehicle chosen; /scan as the store-keeper, the rest as the cashier. Runs
// only with LAMAA_LIGHTHOUSE_BENCH=1 (see scripts/lighthouse-bench.mjs) and writes
// .reports/bench-lighthouse.md. Given a baseline's server (LAMAA_BASELINE_URL, an earlier
// commit's build), each load of a page is followed by the same load in the baseline, in its own
// Chromium, so both meet the host in the same state.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Result } from 'lighthouse';
import { signInAsCashier } from '../fixtures/lamaa-test.js';
import { type LighthouseBrowser, openLighthouseBrowser } from './lighthouse-browser.js';
import { lighthouseMarkdown, pageRuns, type PageRuns } from './lighthouse-report.js';
import { chooseCustomerAndVehicle, signInToIntake } from './lighthouse-session.js';
import { test } from './lighthouse-test.js';

const RUNS = Number(process.env['LAMAA_LIGHTHOUSE_RUNS'] ?? 3);
const BASELINE_URL = process.env['LAMAA_BASELINE_URL'];
const BASELINE_COMMIT = process.env['LAMAA_BASELINE_COMMIT'] ?? 'baseline';

test.skip(
  process.env['LAMAA_LIGHTHOUSE_BENCH'] !== '1',
  'benchmark: run by scripts/lighthouse-bench.mjs (LAMAA_LIGHTHOUSE_BENCH=1)',
);

test('Lighthouse benchmark of /login, /services, /orders and /scan', async ({
  lighthouse,
  page,
  signIn,
}) => {
  const builds = BASELINE_URL === undefined ? 1 : 2;
  test.setTimeout(builds * RUNS * 4 * 90_000 + 120_000);
  const baseline: LighthouseBrowser | undefined =
    BASELINE_URL === undefined ? undefined : await openLighthouseBrowser(BASELINE_URL);
  try {
    let version = '';
    const benchmarkIndexes: number[] = [];
    const before: PageRuns[] = [];
    const audits = async (path: string) => {
      const results: Result[] = [];
      const baselineResults: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        results.push(await lighthouse.audit(path));
        if (baseline !== undefined) baselineResults.push(await baseline.audit(path));
      }
      version = results[0]?.lighthouseVersion ?? version;
      for (const lhr of [...results, ...baselineResults])
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      if (baseline !== undefined) before.push(pageRuns(path, baselineResults));
      return pageRuns(path, results);
    };
    const pages: PageRuns[] = [await audits('/login')];
    await signIn();
    if (baseline !== undefined) await signInAsCashier(baseline.page);
    pages.push(await audits('/services'));
    await chooseCustomerAndVehicle(page);
    pages.push(
      pageRuns('/services, customer and vehicle chosen (snapshot)', [await lighthouse.snapshot()]),
    );
    pages.push(await audits('/orders'));
    for (const browser of [lighthouse, baseline]) if (browser) await signInToIntake(browser.page);
    pages.push(await audits('/scan'));
    mkdirSync('.reports', { recursive: true });
    const setting =
      `${version}, mobile preset (4× CPU slowdown, simulated slow 4G: 150 ms RTT, 1.6 Mbps), ` +
      `Debian's Chromium ${lighthouse.browserVersion}, pages loaded with an empty HTTP cache ` +
      '(signed in but for /login: /scan as the store-keeper, the others as the cashier). ' +
      `Lighthouse's CPU benchmark index ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}, ` +
      `host load average ${loadavg()[0]?.toFixed(1)} at the end (a busy host inflates TBT and LCP)`;
    writeFileSync(
      '.reports/bench-lighthouse.md',
      lighthouseMarkdown(pages, setting, baseline && { commit: BASELINE_COMMIT, pages: before }),
    );
  } finally {
    await baseline?.close();
  }
});
