// A build of an earlier commit for the browser benchmarks to measure beside this one, in the
// same sitting. Lighthouse and INP figures move with the host (a slower host doubles TBT), so
// "no worse than before" is read against a baseline measured on the same host the same hour,
// not against an older BENCHMARKS.md. Set LAMAA_BENCH_BASELINE to a commit (e.g. 0ab8e06) to
// have one; without it the benchmarks measure this build alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/**
 * The baseline named by LAMAA_BENCH_BASELINE, checked out and built once into the temp folder
 * (kept for later runs: a commit's build does not change). Answers its short commit and the
 * folder to start its server from, or undefined when no baseline is asked for.
 */
export function baselineBuild() {
  const revision = process.env.LAMAA_BENCH_BASELINE;
  if (!revision) return undefined;
  const git = (...args) => execFileSync('git', args, { cwd: root }).toString().trim();
  const commit = git('rev-parse', '--short', '--verify', `${revision}^{commit}`);
  const folder = join(tmpdir(), `lamaa-baseline-${commit}`);
  const built = join(folder, '.lamaa-baseline-built');
  if (!existsSync(built)) {
    console.log(`Building the baseline ${commit} in ${folder} (once; later runs reuse it).`);
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${folder}'`], {
      cwd: root,
      stdio: 'inherit',
    });
    const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', CI: 'true' };
    // The pnpm running `pnpm bench` (it names itself in npm_execpath), else the one on PATH.
    const execPath = process.env.npm_execpath ?? '';
    const [command, ...first] = /pnpm/.test(execPath) ? [process.execPath, execPath] : ['pnpm'];
    for (const args of [['install', '--frozen-lockfile'], ['build']])
      execFileSync(command, [...first, ...args], { cwd: folder, env, stdio: 'inherit' });
    writeFileSync(built, `${commit}\n`);
  }
  return { commit, root: `${folder}/` };
}
