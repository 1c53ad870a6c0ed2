// `pnpm bench` for interaction latency: starts the built server on a fresh data folder with
// the catalogue seed (2,000 more services and products), runs perf/inp.bench.ts (its own
// Playwright config) in Chromium against it, and always stops the server and removes the
// folder. The figures land in .reports/bench-inp.md. With LAMAA_BENCH_BASELINE
// (bench-baseline.mjs) the same run follows against that commit's build, into
// .reports/bench-inp-baseline.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { baselineBuild } from './bench-baseline.mjs';
import {
  clearReport,
  e2e,
  ensureReport,
  runPlaywright,
  startBuiltServer,
} from './bench-server.mjs';

const port = Number(process.env.LAMAA_INP_PORT ?? 18650);

/**
 * One run of the benchmark against a build's server, into .reports/<report> (a plain line there
 * when it wrote no figures); answers its exit status.
 */
async function measure(report, what, from) {
  const path = `${e2e}.reports/${report}`;
  clearReport(path);
  const server = startBuiltServer({ port, seed: 'catalogue', from });
  try {
    if (!(await server.ready(120_000))) return 1;
    return runPlaywright(['--config', 'perf/inp.config.ts'], {
      LAMAA_INP_URL: server.url,
      LAMAA_INP_REPORT: report,
    });
  } finally {
    await server.stop();
    ensureReport(path, what);
  }
}

const baseline = baselineBuild();
let status = await measure('bench-inp.md', 'interaction-latency');
if (baseline !== undefined) {
  const report = 'bench-inp-baseline.md';
  // Measured even when this build's run failed: its figures are the baseline's either way.
  const baselineStatus = await measure(report, 'baseline interaction-latency', baseline.root);
  status ||= baselineStatus;
  const path = `${e2e}.reports/${report}`;
  const intro = `The same run against ${baseline.commit}'s build, right after this build's, on the same host: the figures to compare the table above with.`;
  writeFileSync(path, `${intro}\n\n${readFileSync(path, 'utf8')}`);
}
process.exit(status);
