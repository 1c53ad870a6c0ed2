// Writes the latency benchmark's figures as the markdown section BENCHMARKS.md takes in.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type InpSample, percentile } from './inp-measure.js';

/** INP target of every interaction (ms). */
export const INP_TARGET_MS = 100;
/** Catalogue search: end of the debounce to the first results drawn (ms). */
export const SEARCH_TARGET_MS = 300;

/** One measured interaction and its samples. */
export interface InpRow {
  readonly label: string;
  readonly samples: readonly InpSample[];
}

/** The catalogue search samples: debounce end to drawn, and the request inside that time. */
export interface SearchSample {
  readonly query: string;
  readonly drawn: number;
  readonly requestStart: number;
  readonly responseEnd: number;
}

/** What the report is made of. */
export interface InpReport {
  readonly setting: string;
  readonly rows: readonly InpRow[];
  readonly searches: readonly SearchSample[];
  readonly keystrokes: readonly InpSample[];
  /** How busy the machine was (the figures depend on it). */
  readonly load: string;
}

const ms = (value: number) => (value < 16 ? '< 16 ms' : `${Math.round(value)} ms`);
const stats = (values: readonly number[]) =>
  [50, 75, 100].map((p) => ms(percentile(values, p))).join(' | ');
const met = (worst: number, target: number) => (worst <= target ? 'yes' : 'no');
const median = (values: readonly number[]) => Math.round(percentile(values, 50));

function frameCell(samples: readonly InpSample[]): string {
  const checked = samples.filter((sample) => sample.totalInFrame !== null);
  if (checked.length === 0) return '—';
  const inFrame = checked.filter((sample) => sample.totalInFrame).length;
  return `${inFrame === checked.length ? 'yes' : 'no'} (${inFrame}/${checked.length})`;
}

/** How often the total of the response's frame differed from the server's total after the sync. */
function localTotalNote(rows: readonly InpRow[]): string {
  const checked = rows
    .flatMap((row) => row.samples)
    .filter((sample) => sample.totalSettled !== null);
  const differed = checked.filter((sample) => sample.totalSettled === false).length;
  return `In ${differed} of the ${checked.length} samples with a total check, the local total differed from the server's total once the sync returned (SPEC: a local total is the subtotal minus the discount, so it leaves out the service fee and shipping until the server answers).`;
}

/** Scripts of the long animation frames during a row's samples, heaviest first. */
function heavyScripts(samples: readonly InpSample[]): string {
  const byScript = new Map<string, number>();
  for (const frame of samples.flatMap((sample) => sample.longFrames))
    for (const script of frame.scripts) {
      const file = script.sourceURL.split('/').pop() ?? '';
      const key = `${script.invoker} (${file}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''})`;
      byScript.set(key, (byScript.get(key) ?? 0) + script.duration);
    }
  return (
    [...byScript.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 3)
      .map(([key, total]) => `${key} ${Math.round(total / samples.length)} ms`)
      .join('; ') || 'none'
  );
}

/** Renders the report as markdown. */
export function renderInpReport(report: InpReport): string {
  const rows = [...report.rows, { label: 'search: one keystroke', samples: report.keystrokes }];
  const inpLines = rows.map(({ label, samples }) => {
    const values = samples.map((sample) => sample.inp);
    return `| ${label} | ${samples.length} | ${stats(values)} | ≤ ${INP_TARGET_MS} ms | ${met(Math.max(...values), INP_TARGET_MS)} | ${frameCell(samples)} |`;
  });
  const drawn = report.searches.map((search) => search.drawn);
  const searchLine = `| catalogue search: end of the 300 ms debounce to the first results drawn | ${drawn.length} | ${stats(drawn)} | ≤ ${SEARCH_TARGET_MS} ms | ${met(Math.max(...drawn), SEARCH_TARGET_MS)} | — |`;
  const whereLines = rows.map(({ label, samples }) => {
    const part = (pick: (sample: InpSample) => number) => median(samples.map(pick));
    return `| ${label} | ${part((s) => s.inputDelay)} | ${part((s) => s.processing)} | ${part((s) => s.presentation)} | ${heavyScripts(samples)} |`;
  });
  const searchParts = report.searches
    .map(
      (search) =>
        `"${search.query}" ${Math.round(search.drawn)} ms (${
          Number.isFinite(search.requestStart)
            ? `request ${Math.round(search.requestStart)}–${Math.round(search.responseEnd)} ms`
            : 'its request not seen'
        })`,
    )
    .join('; ');
  return [
    `| interaction (${report.setting}) | samples | p50 | p75 | max | target | met (max) | new local total in the response's frame |`,
    '|---|---|---|---|---|---|---|---|',
    ...inpLines,
    searchLine,
    '',
    'INP here is the longest Event Timing duration of the interaction (input to the next paint); "< 16 ms" is below what Event Timing reports. The total check reads the cart total in the requestAnimationFrame queued when the press first changes the page (the frame that paints the response) and compares it with the total before the press and with the server’s total once the cart has synced.',
    localTotalNote(rows),
    '',
    '| where the time goes (medians, ms) | input delay | processing | presentation | heaviest scripts in long animation frames (mean per sample) |',
    '|---|---|---|---|---|',
    ...whereLines,
    '',
    `Searches, from the debounce's end (request times from the same origin; the first starts from the full list of 500 cards): ${searchParts}.`,
    '',
    `The cart is grown without throttling; every figure is measured with it. Machine: ${report.load}.`,
  ].join('\n');
}

/** Writes the report to a file, making its folder. */
export function writeInpReport(path: string, report: InpReport): string {
  const text = renderInpReport(report);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${text}\n`);
  return text;
}
