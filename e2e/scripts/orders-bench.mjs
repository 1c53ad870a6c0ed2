// `pnpm bench` for the orders screen: starts the built server on the scale seed (100,000
// orders; seeded once into apps/api/.data/bench, shared with the API's load benchmark), runs
// the orders-scale spec in Chromium against it, and leaves its table in .reports/bench.md.
import { copyFileSync, existsSync } from 'node:fs';
import {
  clearReport,
  e2e,
  ensureReport,
  runPlaywright,
  startBuiltServer,
} from './bench-server.mjs';

const root = new URL('../..', import.meta.url).pathname;
const figures = `${e2e}.reports/orders-render-bench.md`;
const report = `${e2e}.reports/bench.md`;
clearReport(figures);
clearReport(report);
const server = startBuiltServer({
  port: Number(process.env.LAMAA_BENCH_PORT ?? 18498),
  seed: 'scale',
  dataDir: process.env.LAMAA_BENCH_DATA_DIR ?? `${root}apps/api/.data/bench`,
});
let status = 1;
try {
  if (await server.ready(600_000))
    status = runPlaywright(['pos/orders-scale.spec.ts'], {
      LAMAA_E2E_URL: server.url,
      LAMAA_E2E_SCALE: '1',
    });
} finally {
  await server.stop();
}
if (existsSync(figures)) copyFileSync(figures, report);
ensureReport(report, 'orders');
process.exit(status);
