// The whole test suite: lint, types and every package's tests through turbo, then one
// plain closing line that totals every test run (vitest and Playwright JSON reports), so
// a run that executed no test is visible.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };

const tasks = ['lint', 'typecheck', 'test'];
const turbo = spawnSync('pnpm', ['exec', 'turbo', 'run', ...tasks, '--continue', ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});

/** Reads every report under <workspace>/.reports and returns the counts. */
function totals() {
  const counts = { passed: 0, failed: 0, skipped: 0, reports: 0 };
  for (const group of ['packages', 'apps', '.']) {
    const base = join(root, group);
    const dirs = group === '.' ? ['e2e'] : existsSync(base) ? readdirSync(base) : [];
    for (const dir of dirs) {
      const reports = join(base, dir, '.reports');
      if (!existsSync(reports)) continue;
      for (const file of readdirSync(reports).filter((f) => f.endsWith('.json') && !f.startsWith('bench'))) {
        const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
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
    }
  }
  return counts;
}

const { passed, failed, skipped, reports } = totals();
console.log(`\n${reports} test reports read.`);
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
const code = turbo.status !== 0 ? turbo.status || 1 : failed > 0 || passed === 0 ? 1 : 0;
process.exit(code);
