import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const packageRoot = join(import.meta.dirname, '../..');

describe('the import-cost table of README.md', () => {
  // The apps keep their bundle budgets with these figures: a component that grows (the
  // Banner's Retry added 13 KB) must show it in the table, not only in the apps' builds.
  it('lists what each export costs today, within half a KB or 5%', () => {
    const run = spawnSync(process.execPath, ['scripts/import-cost.mjs', '--check'], {
      cwd: packageRoot,
      encoding: 'utf8',
    });
    expect(run.stderr, run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('README.md import costs are current.');
  }, 120_000);
});
