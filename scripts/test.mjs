// The whole test suite: formatting, lint, types and every package's tests through turbo, then one
// plain closing line that totals every test run (vitest and Playwright JSON reports), so
// a run that executed no test is visible.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
};

/** Every workspace folder whose tests write a report to <folder>/.reports. */
function workspaceDirs() {
  const dirs = [join(root, 'e2e')];
  for (const group of ['packages', 'apps']) {
    const base = join(root, group);
    if (existsSync(base)) dirs.push(...readdirSync(base).map((dir) => join(base, dir)));
  }
  return dirs;
}

/** Test reports (not benchmark figures) in one workspace folder. */
function reportFiles(dir) {
  const reports = join(dir, '.reports');
  if (!existsSync(reports)) return [];
  return readdirSync(reports)
    .filter((file) => file.endsWith('.json') && !file.startsWith('bench'))
    .map((file) => join(reports, file));
}

// Old reports must not count: only what runs now (or turbo restores from its cache) does.
for (const dir of workspaceDirs()) for (const file of reportFiles(dir)) rmSync(file);

const tasks = ['format:check', 'lint', 'typecheck', 'test'];
const turboBin = join(root, 'node_modules', '.bin', 'turbo');
// Two tasks at a time on a two-core machine: browser and database suites time out when
// every package's tests fight for the same cores.
const concurrency = process.env.LAMAA_TEST_CONCURRENCY ?? '2';
const turbo = spawnSync(
  turboBin,
  [
    'run',
    ...tasks,
    '--continue=always',
    '--summarize',
    `--concurrency=${concurrency}`,
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (turbo.error) console.error(`Could not run turbo: ${turbo.error.message}`);

/** Reads every report the run left and totals its tests (vitest and Playwright JSON). */
function totals() {
  const counts = { passed: 0, failed: 0, skipped: 0, reports: 0 };
  for (const file of workspaceDirs().flatMap(reportFiles)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    counts.reports += 1;
    if (typeof report.numPassedTests === 'number') {
      counts.passed += report.numPassedTests;
      counts.failed += report.numFailedTests;
      counts.skipped += report.numPendingTests + report.numTodoTests;
    } else if (report.stats) {
      counts.passed += report.stats.expected + report.stats.flaky;
      counts.failed += report.stats.unexpected;
      counts.skipped += report.stats.skipped;
    }
  }
  return counts;
}

/** The newest turbo run summary (written by --summarize), or undefined. */
function newestRunSummary() {
  const runs = join(root, '.turbo', 'runs');
  if (!existsSync(runs)) return undefined;
  const newest = readdirSync(runs)
    .filter((file) => file.endsWith('.json'))
    .map((file) => join(runs, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest ? JSON.parse(readFileSync(newest, 'utf8')) : undefined;
}

/**
 * Repeats the end of each failed task's log, so the reason stands beside the total even
 * when the failure is not a failed test (an unhandled error, a crashed worker, a lint error).
 */
function reportFailedTasks() {
  const failedTasks = (newestRunSummary()?.tasks ?? []).filter(
    (task) => task.execution && task.execution.exitCode !== 0,
  );
  for (const task of failedTasks) {
    const log = join(root, task.logFile ?? '');
    const lines = existsSync(log)
      ? readFileSync(log, 'utf8')
          .replace(/\u001b\[[0-9;]*m/g, '')
          .split('\n')
          .filter((line) => !/^\s*✓/.test(line))
      : [];
    console.log(`\n--- ${task.taskId} failed (exit ${task.execution.exitCode}); its log ends:`);
    console.log(lines.slice(-40).join('\n'));
  }
}

reportFailedTasks();
const { passed, failed, skipped, reports } = totals();
console.log(`\n${reports} test reports read.`);
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
const code = turbo.status !== 0 ? turbo.status || 1 : failed > 0 || passed === 0 ? 1 : 0;
process.exit(code);
