// Benchmark, not a suite test: Lighthouse (mobile preset) on /login, /services, /orders and
// /scan, each loaded LAMAA_LIGHTHOUSE_RUNS times (default 3), and /services again as a snapshot
// with a customer and vehicle chosen. Runs only with LAMAA_LIGHTHOUSE_BENCH=1 (see
// scripts/lighthouse-bench.mjs) and writes .reports/bench-lighthouse.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { Result } from 'lighthouse';
import { lighthouseMarkdown, pageRuns, type PageRuns } from './lighthouse-report.js';
import { chooseCustomerAndVehicle } from './lighthouse-session.js';
import { test } from './lighthouse-test.js';

const RUNS = Number(process.env['LAMAA_LIGHTHOUSE_RUNS'] ?? 3);

test.skip(
  process.env['LAMAA_LIGHTHOUSE_BENCH'] !== '1',
  'benchmark: run by scripts/lighthouse-bench.mjs (LAMAA_LIGHTHOUSE_BENCH=1)',
);

test('Lighthouse benchmark of /login, /services, /orders and /scan', async ({
  lighthouse,
  page,
  signIn,
}) => {
  test.setTimeout(RUNS * 4 * 90_000 + 120_000);
  let version = '';
  const benchmarkIndexes: number[] = [];
  const audits = async (path: string) => {
    const results: Result[] = [];
    for (let run = 0; run < RUNS; run += 1) results.push(await lighthouse.audit(path));
    version = results[0]?.lighthouseVersion ?? version;
    benchmarkIndexes.push(...results.map((lhr) => lhr.environment.benchmarkIndex));
    return pageRuns(path, results);
  };
  const pages: PageRuns[] = [await audits('/login')];
  await signIn();
  pages.push(await audits('/services'));
  await chooseCustomerAndVehicle(page);
  pages.push(
    pageRuns('/services, customer and vehicle chosen (snapshot)', [await lighthouse.snapshot()]),
  );
  pages.push(await audits('/orders'), await audits('/scan'));
  mkdirSync('.reports', { recursive: true });
  const setting =
    `${version}, mobile preset (4× CPU slowdown, simulated slow 4G: 150 ms RTT, 1.6 Mbps), ` +
    `Debian's Chromium ${lighthouse.browserVersion}, pages loaded with an empty HTTP cache ` +
    '(signed in but for /login). ' +
    `Lighthouse's CPU benchmark index ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)}, ` +
    `host load average ${loadavg()[0]?.toFixed(1)} at the end (a busy host inflates TBT and LCP)`;
  writeFileSync('.reports/bench-lighthouse.md', lighthouseMarkdown(pages, setting));
});
