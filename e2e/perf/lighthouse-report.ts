// The Lighthouse benchmark's table for BENCHMARKS.md: each page and figure, the median of the
// runs beside every run, the target and whether it is met, then Lighthouse's reasons for misses.
import type { Result } from 'lighthouse';
import {
  figuresOf,
  formatFigure,
  formatTarget,
  type LighthouseFigures,
  type LighthouseTarget,
  meets,
  missingFigure,
  missReasons,
  targetsOf,
} from './lighthouse-targets.js';

/** One audited page: its targets, the figures of each run and the reasons of a typical run. */
export interface PageRuns {
  readonly page: string;
  readonly targets: readonly LighthouseTarget[];
  readonly runs: readonly LighthouseFigures[];
  readonly reasons: readonly string[];
}

/** The median of some numbers (the lower middle one for an even count), if any. */
export function median(values: readonly number[]): number | undefined {
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
}

/**
 * A page's runs, with Lighthouse's reasons from the run whose performance score is the median
 * (or the only run) and every run's missing figures.
 */
export function pageRuns(page: string, results: readonly Result[]): PageRuns {
  const runs = results.map(figuresOf);
  const middle = median(runs.map((run) => run.performance ?? 0));
  const typical =
    results[
      Math.max(
        0,
        runs.findIndex((run) => (run.performance ?? 0) === middle),
      )
    ];
  const targets = typical === undefined ? [] : targetsOf(typical);
  const missing = results.flatMap((lhr, index) =>
    targets
      .filter((target) => runs[index]?.[target.key] === undefined)
      .map((target) => `run ${index + 1}: ${missingFigure(lhr, target)}`),
  );
  const reasons = typical === undefined ? [] : missReasons(typical);
  return { page, targets, runs, reasons: [...missing, ...reasons] };
}

/** The median of one figure over a page's runs (the runs that have it), if any. */
export function medianOf(
  runs: readonly LighthouseFigures[],
  key: keyof LighthouseFigures,
): number | undefined {
  return median(runs.flatMap((run) => (run[key] === undefined ? [] : [run[key]])));
}

/** An earlier build measured beside this one, load after load, in the same sitting. */
export interface BaselineRuns {
  readonly commit: string;
  readonly pages: readonly PageRuns[];
}

/** A figure's median over runs, with each run in brackets when there are several. */
function figureCell(runs: readonly LighthouseFigures[], key: keyof LighthouseFigures): string {
  const each = runs.map((run) => formatFigure(key, run[key])).join(', ');
  return runs.length > 1 ? `${formatFigure(key, medianOf(runs, key))} (${each})` : each;
}

/** The markdown of the benchmark, with the baseline's column when there is one. */
export function lighthouseMarkdown(
  pages: readonly PageRuns[],
  setting: string,
  baseline?: BaselineRuns,
): string {
  const before = new Map(baseline?.pages.map((entry) => [entry.page, entry.runs]));
  const lines = [
    `Lighthouse ${setting}. Figures are medians, each run in brackets.`,
    ...(baseline === undefined
      ? []
      : [
          '',
          `Each load was followed by the same load of ${baseline.commit}'s build (its own server, ` +
            `database and Chromium): the column "${baseline.commit}" is the baseline in the ` +
            'same sitting, the figure to compare with, as the host moves both alike.',
        ]),
    '',
    `| page | figure | measured |${baseline ? ` ${baseline.commit} |` : ''} target | met |`,
    `|---|---|---|${baseline ? '---|' : ''}---|---|`,
  ];
  for (const { page, targets, runs } of pages) {
    const baselineRuns = before.get(page);
    for (const target of targets) {
      const middle = medianOf(runs, target.key);
      const met = middle !== undefined && meets(target, middle) ? 'yes' : '**no**';
      const beside =
        baseline === undefined
          ? ''
          : ` ${baselineRuns === undefined ? '—' : figureCell(baselineRuns, target.key)} |`;
      lines.push(
        `| ${page} | ${target.label} | ${figureCell(runs, target.key)} |${beside} ${formatTarget(target)} | ${met} |`,
      );
    }
  }
  const missed = pages.filter((entry) => entry.reasons.length > 0);
  if (missed.length > 0) lines.push('', "Lighthouse's reasons for the misses (one run per page):");
  for (const { page, reasons } of missed) {
    lines.push('', `- ${page}:`, ...reasons.map((reason) => `  - ${reason.replace(/\|/g, '\\|')}`));
  }
  return `${lines.join('\n')}\n`;
}
