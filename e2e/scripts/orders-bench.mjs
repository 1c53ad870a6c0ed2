// `pnpm bench` for the orders screen: starts the built server on the scale seed (100,000
// orders; seeded once into apps/api/.data/bench, shared with the API's load benchmark), runs
// the orders-scale spec in Chromium against it, and leaves its table in .reports/bench.md.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';

const root = new URL('../..', import.meta.url).pathname;
const e2e = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LAMAA_BENCH_PORT ?? 18498);
const url = `http://127.0.0.1:${port}`;
const figures = `${e2e}.reports/orders-render-bench.md`;
const report = `${e2e}.reports/bench.md`;

mkdirSync(`${e2e}.reports`, { recursive: true });
rmSync(figures, { force: true });

const server = spawn(process.execPath, [`${root}apps/api/dist/main.mjs`], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LAMAA_SEED: 'scale',
    LAMAA_DATA_DIR: process.env.LAMAA_BENCH_DATA_DIR ?? `${root}apps/api/.data/bench`,
  },
});
const exited = new Promise((resolve) => server.on('exit', resolve));

/** Waits for the health check; the first scale seed takes a minute or two. */
async function ready(deadline = Date.now() + 600_000) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) return false;
    const ok = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

let status = 1;
if (await ready()) {
  const run = spawnSync(
    `${e2e}node_modules/.bin/playwright`,
    ['test', 'pos/orders-scale.spec.ts'],
    {
      cwd: e2e,
      stdio: 'inherit',
      env: { ...process.env, LAMAA_E2E_URL: url, LAMAA_E2E_SCALE: '1' },
    },
  );
  status = run.status ?? 1;
}
server.kill('SIGTERM');
await exited;

if (existsSync(figures)) copyFileSync(figures, report);
else
  writeFileSync(
    report,
    '_The orders benchmark produced no figures: see the log of `pnpm bench`._\n',
  );
process.exit(status);
