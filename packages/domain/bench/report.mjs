// Turns vitest's benchmark JSON (.reports/bench.json) into a markdown table on stdout:
// name, median ms, ops/s, target and whether the target is met.
// Usage: node bench/report.mjs [path/to/bench.json]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Median targets in milliseconds, by benchmark name (issue 2: a 1,000-line cart under 0.5 ms). */
const TARGETS_MS = new Map([['priceCart, 1,000 lines, full recalculation', 0.5]]);

const defaultPath = fileURLToPath(new URL('../.reports/bench.json', import.meta.url));
const path = process.argv[2] ?? defaultPath;

let report;
try {
  report = JSON.parse(readFileSync(path, 'utf8'));
} catch (error) {
  console.error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Run `pnpm --filter @lamaa/domain bench` first.');
  process.exit(1);
}

const rows = [];
for (const file of report.files ?? []) {
  for (const group of file.groups ?? []) {
    for (const b of group.benchmarks ?? []) {
      const median = typeof b.median === 'number' ? b.median : b.mean;
      const target = TARGETS_MS.get(b.name);
      rows.push([
        b.name,
        median.toFixed(4),
        Math.round(b.hz).toLocaleString('en-US'),
        target === undefined ? '—' : `< ${target} ms`,
        target === undefined ? '—' : median < target ? 'yes' : 'NO',
      ]);
    }
  }
}

const header = ['Benchmark', 'Median (ms)', 'ops/s', 'Target', 'Met?'];
const lines = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
console.log(lines.join('\n'));
