// `pnpm start`: builds what exists (turbo runs every package's `build` script; packages
// without one are skipped), then starts the reference API server, which serves the built
// POS at /, the intake at /scan, the back office at /office and the API at /api, on PORT
// (default 8080), with the embedded database in apps/api/.data (or PostgreSQL when
// DATABASE_URL is set).
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

// Run pnpm the way this script was started (npx pnpm@… sets npm_execpath), else from PATH.
const execPath = process.env.npm_execpath;
const pnpm = execPath && /pnpm/.test(execPath) ? [process.execPath, execPath] : ['pnpm'];
const run = (args, options) => spawnSync(pnpm[0], [...pnpm.slice(1), ...args], options);

const build = run(['exec', 'turbo', 'run', 'build'], { cwd: root, env, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(pnpm[0], [...pnpm.slice(1), '--filter', '@lamaa/api', 'serve'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
