// `pnpm bench` for the bundle budgets: weighs the production builds `pnpm build` made
// (apps/pos/dist, apps/intake/dist, through their chunk reports) against the budgets the
// test suite enforces, and leaves the table in .reports/bench-bundles.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { BUNDLE_BUDGETS, KB, weighBudget } from '../../scripts/bundle-budgets.js';
import { readChunkReport } from '../../scripts/bundle-report.js';

const root = new URL('../..', import.meta.url).pathname;
const e2e = new URL('..', import.meta.url).pathname;

const rows = BUNDLE_BUDGETS.map((budget) => {
  const size = weighBudget(readChunkReport(`${root}apps/${budget.app}/dist`), budget);
  const met = size <= budget.limitKb * KB ? 'yes' : 'no';
  return `| ${budget.label} | ${(size / KB).toFixed(1)} KB | ≤ ${budget.limitKb} KB | ${met} |`;
});

mkdirSync(`${e2e}.reports`, { recursive: true });
writeFileSync(
  `${e2e}.reports/bench-bundles.md`,
  [
    '| JavaScript a page loads before it runs (gzip) | measured | budget | met? |',
    '|---|---|---|---|',
    ...rows,
    '',
    'What each chunk holds: apps/pos/dist/.vite/chunk-report.md and apps/intake/dist/.vite/chunk-report.md.',
    '',
  ].join('\n'),
);
console.log(rows.join('\n'));
