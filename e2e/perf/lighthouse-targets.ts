// The Lighthouse targets of issue #9, the figures a report gives for them, and the audits
// that explain a miss (what Lighthouse itself says costs the score).
import type { Result } from 'lighthouse';

/** The figures the targets speak of; a snapshot has only the two category scores. */
export interface LighthouseFigures {
  readonly performance?: number;
  readonly accessibility?: number;
  readonly bestPractices?: number;
  readonly lcpMs?: number;
  readonly tbtMs?: number;
  readonly cls?: number;
}

/** One target: a figure, its limit and which side of it is good. */
export interface LighthouseTarget {
  readonly key: keyof LighthouseFigures;
  readonly label: string;
  readonly limit: number;
  readonly atMost: boolean;
  /** Where a missed target's reasons are found: a category, or the metric's own audit. */
  readonly source: { readonly category: string } | { readonly audit: string };
}

/** Performance ≥ 95, accessibility = 100, best practices ≥ 95; LCP ≤ 2 s, TBT ≤ 150 ms, CLS ≤ 0.02. */
export const TARGETS: readonly LighthouseTarget[] = [
  {
    key: 'performance',
    label: 'Performance',
    limit: 95,
    atMost: false,
    source: { category: 'performance' },
  },
  {
    key: 'accessibility',
    label: 'Accessibility',
    limit: 100,
    atMost: false,
    source: { category: 'accessibility' },
  },
  {
    key: 'bestPractices',
    label: 'Best practices',
    limit: 95,
    atMost: false,
    source: { category: 'best-practices' },
  },
  {
    key: 'lcpMs',
    label: 'LCP',
    limit: 2000,
    atMost: true,
    source: { audit: 'largest-contentful-paint' },
  },
  {
    key: 'tbtMs',
    label: 'TBT',
    limit: 150,
    atMost: true,
    source: { audit: 'total-blocking-time' },
  },
  {
    key: 'cls',
    label: 'CLS',
    limit: 0.02,
    atMost: true,
    source: { audit: 'cumulative-layout-shift' },
  },
];

/** A figure as the report writes it: scores whole, times in ms, CLS with three decimals. */
export function formatFigure(key: keyof LighthouseFigures, value: number | undefined): string {
  if (value === undefined) return 'n/a';
  if (key === 'cls') return value.toFixed(3);
  if (key === 'lcpMs' || key === 'tbtMs') return `${Math.round(value)} ms`;
  return String(Math.round(value));
}

/** The target as the report writes it, e.g. "≥ 95" or "≤ 2000 ms". */
export function formatTarget(target: LighthouseTarget): string {
  const sign = target.atMost ? '≤' : target.limit === 100 ? '=' : '≥';
  return `${sign} ${formatFigure(target.key, target.limit)}`;
}

/** Whether a figure meets its target. */
export function meets(target: LighthouseTarget, value: number): boolean {
  return target.atMost ? value <= target.limit : value >= target.limit;
}

/** The figures of one Lighthouse result (scores out of 100). */
export function figuresOf(lhr: Result): LighthouseFigures {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? undefined : value * 100;
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue;
  const figures: Record<string, number | undefined> = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
  return Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined));
}

/** The targets a result speaks of: all for a page load, the category scores for a snapshot. */
export function targetsOf(lhr: Result): LighthouseTarget[] {
  return TARGETS.filter(
    ({ source }) =>
      lhr.gatherMode === 'navigation' ||
      ('category' in source && source.category in lhr.categories),
  );
}

/** Why a result has no figure for a target: Lighthouse's error for the run or the audit. */
export function missingFigure(lhr: Result, target: LighthouseTarget): string {
  const { source } = target;
  const audit = 'audit' in source ? lhr.audits[source.audit] : undefined;
  const error = lhr.runtimeError?.message ?? audit?.errorMessage ?? 'Lighthouse gave no value';
  return `${target.label}: no figure (${error})`;
}

/** The audits that break a metric down, in Lighthouse's own insights. */
const BREAKDOWNS: Readonly<Record<string, readonly string[]>> = {
  'largest-contentful-paint': [
    'lcp-breakdown-insight',
    'render-blocking-insight',
    'unused-javascript',
    'bootup-time',
  ],
  'total-blocking-time': ['long-tasks', 'bootup-time'],
  'cumulative-layout-shift': ['layout-shifts'],
};

/** The rows of an audit's details, tables inside a list included. */
function rowsOf(details: unknown): Record<string, unknown>[] {
  const { type, items } = (details ?? {}) as { type?: string; items?: unknown };
  if (!Array.isArray(items)) return [];
  if (type === 'list') return items.flatMap((item) => rowsOf(item));
  return type === 'table' || type === 'opportunity' ? (items as Record<string, unknown>[]) : [];
}

/** A short text of a detail row: what it names (URL, element, step) and what it costs. */
function rowText(row: Record<string, unknown>): string {
  const node = row['node'] as { snippet?: string } | undefined;
  const what =
    row['url'] ??
    node?.snippet ??
    row['groupLabel'] ??
    row['issueType'] ??
    row['label'] ??
    row['reason'] ??
    row['description'];
  const cost =
    row['wastedMs'] ?? row['duration'] ?? row['total'] ?? row['wastedBytes'] ?? row['score'];
  const name = typeof what === 'string' ? what : 'an item';
  return typeof cost === 'number' ? `${name} ${Math.round(cost * 1000) / 1000}` : name;
}

/** One audit as a line: its title, value and first three detail rows. */
function auditLine(lhr: Result, id: string): string | undefined {
  const audit = lhr.audits[id];
  if (audit === undefined) return undefined;
  const rows = rowsOf(audit.details).slice(0, 3).map(rowText);
  const value = audit.displayValue ? `: ${audit.displayValue}` : '';
  return `${audit.title}${value}${rows.length > 0 ? ` [${rows.join('; ')}]` : ''}`;
}

/**
 * Why the targets are missed, in Lighthouse's words: for a category, its failing audits; for a
 * metric, its value and the audits that break it down; each audit once.
 */
export function missReasons(lhr: Result): string[] {
  const reasons: string[] = [];
  const told = new Set<string>();
  const tell = (label: string, id: string) => {
    const line = told.has(id) ? undefined : auditLine(lhr, id);
    told.add(id);
    if (line !== undefined) reasons.push(`${label}: ${line}`);
  };
  const figures = figuresOf(lhr);
  for (const target of targetsOf(lhr)) {
    const value = figures[target.key];
    if (value === undefined) reasons.push(missingFigure(lhr, target));
    if (value === undefined || meets(target, value)) continue;
    const { source } = target;
    if ('audit' in source) {
      for (const id of [source.audit, ...(BREAKDOWNS[source.audit] ?? [])]) tell(target.label, id);
      continue;
    }
    for (const ref of lhr.categories[source.category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit?.score === null || audit?.score === undefined || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === 'informative') continue;
      tell(`${target.label} (weight ${ref.weight})`, ref.id);
    }
  }
  return reasons;
}
