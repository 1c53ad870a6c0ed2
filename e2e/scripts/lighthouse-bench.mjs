// The Lighthouse benchmark: starts the built server on a fresh demo database (or uses the one
// named by LAMAA_E2E_URL), runs perf/lighthouse-bench.spec.ts against it (four pages, a median
// of LAMAA_LIGHTHOUSE_RUNS runs each, default 3) and leaves its table in
// .reports/bench-lighthouse.md.
import {
  clearReport,
  e2e,
  ensureReport,
  runPlaywright,
  startBuiltServer,
} from './bench-server.mjs';

const report = `${e2e}.reports/bench-lighthouse.md`;
clearReport(report);
const external = process.env.LAMAA_E2E_URL;
const server =
  external === undefined
    ? startBuiltServer({ port: Number(process.env.LAMAA_LIGHTHOUSE_PORT ?? 18642), seed: 'demo' })
    : undefined;
let status = 1;
try {
  if (server === undefined || (await server.ready(120_000)))
    status = runPlaywright(['perf/lighthouse-bench.spec.ts'], {
      LAMAA_E2E_URL: external ?? server?.url,
      LAMAA_LIGHTHOUSE_BENCH: '1',
    });
} finally {
  await server?.stop();
}
ensureReport(report, 'Lighthouse');
process.exit(status);
