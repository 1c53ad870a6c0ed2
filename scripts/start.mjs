// `pnpm start`: builds what exists and starts Lamaa. Until the reference API server
// (apps/api) can serve, this says so plainly instead of pretending to start anything.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const api = JSON.parse(readFileSync(new URL('../apps/api/package.json', import.meta.url), 'utf8'));

if (!api.scripts?.serve) {
  console.log('Lamaa cannot start yet: the reference API server (apps/api) is not built.');
  console.log('What exists today is the domain package; run the test suite with `pnpm test`.');
  process.exit(0);
}

const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build'], { cwd: root, env, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const serve = spawnSync('pnpm', ['--filter', '@lamaa/api', 'serve'], { cwd: root, env, stdio: 'inherit' });
process.exit(serve.status ?? 1);
