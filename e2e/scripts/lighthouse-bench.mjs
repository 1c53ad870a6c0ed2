// The Lighthouse benchmark: starts the built server on a fresh demo database (or uses the one
// named by LAMAA_E2E_URL), runs perf/lighthouse-bench.spec.ts against it (four pages, a median
// of LAMAA_LIGHTHOUSE_RUNS runs each, default 3) and leaves its table in
// .reports/bench-lighthouse.md. With LAMAA_BENCH_BASELINE (bench-baseline.mjs) it also starts
// that commit's server, and the spec loads each page in both builds in turn.
import { baselineBuild } from './bench-baseline.mjs';
import {
  clearReport,
  e2e,
  ensureReport,
  runPlaywright,
  startBuiltServer,
} from './bench-server.mjs';

const report = `${e2e}.reports/bench-lighthouse.md`;
clearReport(report);
const baseline = baselineBuild();
const port = Number(process.env.LAMAA_LIGHTHOUSE_PORT ?? 18642);
const external = process.env.LAMAA_E2E_URL;
const server = external === undefined ? startBuiltServer({ port, seed: 'demo' }) : undefined;
const baselineServer =
  baseline && startBuiltServer({ port: port + 1, seed: 'demo', from: baseline.root });
let status = 1;
try {
  const ready = await Promise.all(
    [server, baselineServer].map((started) => started?.ready(120_000) ?? true),
  );
  if (ready.every(Boolean))
    status = runPlaywright(['perf/lighthouse-bench.spec.ts'], {
      LAMAA_E2E_URL: external ?? server?.url,
      LAMAA_LIGHTHOUSE_BENCH: '1',
      ...(baseline && {
        LAMAA_BASELINE_URL: baselineServer.url,
        LAMAA_BASELINE_COMMIT: baseline.commit,
      }),
    });
} finally {
  await Promise.all([server?.stop(), baselineServer?.stop()]);
}
ensureReport(report, 'Lighthouse');
process.exit(status);
