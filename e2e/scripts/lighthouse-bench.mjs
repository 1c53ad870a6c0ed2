// The Lighthouse benchmark: starts the built server on a fresh demo database (or uses the one
// named by LAMAA_E2E_URL), runs perf/lighthouse-bench.spec.ts against it (four pages, a median
// of LAMAA_LIGHTHOUSE_RUNS runs each, default 3) and leaves its table in
// .reports/bench-lighthouse.md. Needs `pnpm build` first (turbo's bench runs after ^build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const e2e = new URL('..', import.meta.url).pathname;
const report = `${e2e}.reports/bench-lighthouse.md`;
const external = process.env.LAMAA_E2E_URL;
const port = Number(process.env.LAMAA_LIGHTHOUSE_PORT ?? 18642);
const url = external ?? `http://127.0.0.1:${port}`;

mkdirSync(`${e2e}.reports`, { recursive: true });
rmSync(report, { force: true });

/** The server this benchmark starts, unless it was given one. */
function startServer() {
  const main = `${root}apps/api/dist/main.mjs`;
  if (!existsSync(main)) {
    console.error(`No ${main}: run \`pnpm build\` first.`);
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lamaa-lighthouse-db-'));
  const child = spawn(process.execPath, [main], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LAMAA_SEED: 'demo',
      LAMAA_DATA_DIR: dataDir,
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for the health check (a fresh demo database takes a few seconds). */
async function ready(server, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    if (server !== undefined && server.child.exitCode !== null) return false;
    const ok = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const server = external === undefined ? startServer() : undefined;
let status = 1;
try {
  if (await ready(server)) {
    const run = spawnSync(
      `${e2e}node_modules/.bin/playwright`,
      ['test', 'perf/lighthouse-bench.spec.ts'],
      {
        cwd: e2e,
        stdio: 'inherit',
        env: { ...process.env, LAMAA_E2E_URL: url, LAMAA_LIGHTHOUSE_BENCH: '1' },
      },
    );
    status = run.status ?? 1;
  } else console.error(`Lamaa did not answer ${url}/api/health.`);
} finally {
  await server?.stop();
}

if (!existsSync(report))
  writeFileSync(
    report,
    '_The Lighthouse benchmark produced no figures: see the log of `pnpm bench`._\n',
  );
process.exit(status);
