// What the Playwright benchmarks of `pnpm bench` share: the built server (apps/api/dist, so
// `pnpm build` must have run; turbo runs it before `bench`) started on its own port and data
// folder and always stopped, a Playwright run against it, and a report that says so when the
// run wrote no figures.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
/** The e2e folder, where the benchmarks run and write .reports/. */
export const e2e = new URL('..', import.meta.url).pathname;

/**
 * Starts `node apps/api/dist/main.mjs` of this checkout (or of the build at `from`, a
 * baseline's) on 127.0.0.1:port with a seed, in `dataDir` (kept) or a fresh temp folder
 * (removed on stop). Answers its url, ready() and stop().
 */
export function startBuiltServer({ port, seed, dataDir, from = root }) {
  const main = `${from}apps/api/dist/main.mjs`;
  if (!existsSync(main)) {
    console.error(`No ${main}: run \`pnpm build\` first.`);
    process.exit(1);
  }
  const folder = dataDir ?? mkdtempSync(join(tmpdir(), 'lamaa-bench-db-'));
  const child = spawn(process.execPath, [main], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LAMAA_SEED: seed,
      LAMAA_DATA_DIR: folder,
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (dataDir === undefined) rmSync(folder, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => void stop().then(() => process.exit(1)));
  /** Waits for the health check (a first seed takes seconds; the scale seed minutes). */
  const ready = async (timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) return false;
      const ok = await fetch(`${url}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.error(`The server did not answer ${url}/api/health.`);
    return false;
  };
  return { url, ready, stop };
}

/** Runs Playwright in the e2e folder with extra environment; answers its exit status. */
export function runPlaywright(args, env) {
  const run = spawnSync(`${e2e}node_modules/.bin/playwright`, ['test', ...args], {
    cwd: e2e,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return run.status ?? 1;
}

/** Deletes a benchmark's old report, so a failed run cannot leave stale figures. */
export function clearReport(report) {
  mkdirSync(`${e2e}.reports`, { recursive: true });
  rmSync(report, { force: true });
}

/** Leaves a plain line in the report when the benchmark wrote none. */
export function ensureReport(report, what) {
  if (!existsSync(report))
    writeFileSync(
      report,
      `_The ${what} benchmark produced no figures: see the log of \`pnpm bench\`._\n`,
    );
}
