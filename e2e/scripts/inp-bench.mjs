// `pnpm bench` for interaction latency: starts the built server (apps/api/dist/main.mjs, so
// `pnpm build` must have run) on a fresh data folder with the catalogue seed (2,000 more
// services and products), runs perf/inp.bench.ts in Chromium against it, and always stops the
// server and removes the folder. The figures land in .reports/bench-inp.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const e2e = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LAMAA_INP_PORT ?? 18650);
const url = `http://127.0.0.1:${port}`;
const report = `${e2e}.reports/bench-inp.md`;
const server = `${root}apps/api/dist/main.mjs`;

if (!existsSync(server)) {
  console.error(`No ${server}: run \`pnpm build\` first (turbo runs it before \`bench\`).`);
  process.exit(1);
}
mkdirSync(`${e2e}.reports`, { recursive: true });
rmSync(report, { force: true });
const dataDir = mkdtempSync(join(tmpdir(), 'lamaa-inp-db-'));

const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LAMAA_SEED: 'catalogue',
    LAMAA_DATA_DIR: dataDir,
  },
});
const exited = new Promise((resolve) => child.on('exit', resolve));

/** Stops the server (SIGTERM closes its database) and removes the data folder. */
async function cleanUp() {
  if (child.exitCode === null) child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanUp().then(() => process.exit(1)));

/** Waits for the health check; a fresh catalogue seed takes a few seconds. */
async function ready(deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    const ok = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

let status = 1;
try {
  if (await ready()) {
    const run = spawnSync(
      `${e2e}node_modules/.bin/playwright`,
      ['test', '--config', 'perf/inp.config.ts'],
      { cwd: e2e, stdio: 'inherit', env: { ...process.env, LAMAA_INP_URL: url } },
    );
    status = run.status ?? 1;
  } else console.error(`The server did not answer ${url}/api/health.`);
} finally {
  await cleanUp();
}
if (!existsSync(report))
  writeFileSync(
    report,
    '_The interaction-latency benchmark produced no figures: see the log of `pnpm bench`._\n',
  );
process.exit(status);
