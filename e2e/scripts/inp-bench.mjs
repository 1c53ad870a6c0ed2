// `pnpm bench` for interaction latency: starts the built server on a fresh data folder with
// the catalogue seed (2,000 more services and products), runs perf/inp.bench.ts (its own
// Playwright config) in Chromium against it, and always stops the server and removes the
// folder. The figures land in .reports/bench-inp.md.
import {
  clearReport,
  e2e,
  ensureReport,
  runPlaywright,
  startBuiltServer,
} from './bench-server.mjs';

const report = `${e2e}.reports/bench-inp.md`;
clearReport(report);
const server = startBuiltServer({
  port: Number(process.env.LAMAA_INP_PORT ?? 18650),
  seed: 'catalogue',
});
let status = 1;
try {
  if (await server.ready(120_000))
    status = runPlaywright(['--config', 'perf/inp.config.ts'], { LAMAA_INP_URL: server.url });
} finally {
  await server.stop();
}
ensureReport(report, 'interaction-latency');
process.exit(status);
