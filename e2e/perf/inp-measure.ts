// Turns the probe's records around one user action into an INP sample: the worst Event Timing
// duration of the action's interaction, where that time went, and whether the cart total had
// changed in the frame that paints the press's response.
import type { Page } from '@playwright/test';
import {
  type EventRecord,
  flushProbe,
  type LongFrameRecord,
  pageNow,
  readProbe,
  TOTAL_SELECTOR,
} from './inp-probe.js';

/** One measured action. Durations in ms; an INP of 0 means under Event Timing's 16 ms floor. */
export interface InpSample {
  readonly inp: number;
  readonly inputDelay: number;
  readonly processing: number;
  readonly presentation: number;
  /** The cart total had changed in the frame that paints the press's response (null: not asked). */
  readonly totalInFrame: boolean | null;
  /** The total of that frame equals the total once the server's pricing came back. */
  readonly totalSettled: boolean | null;
  readonly longFrames: readonly LongFrameRecord[];
}

/** What to do and how to know the app is done with it. */
export interface Action {
  readonly act: () => Promise<void>;
  readonly settled: () => Promise<void>;
  /** The action must change the cart total (checked in the frame that paints its response). */
  readonly changesTotal?: boolean;
}

/** Runs an action and measures it. */
export async function measure(page: Page, action: Action): Promise<InpSample> {
  const since = await pageNow(page);
  await action.act();
  await action.settled();
  await flushProbe(page);
  const records = await readProbe(page, since);
  const frame = records.frames[0];
  const settledTotal = action.changesTotal
    ? await page.locator(TOTAL_SELECTOR).textContent()
    : null;
  return {
    ...breakdown(worstInteraction(records.events)),
    totalInFrame: action.changesTotal
      ? frame !== undefined && frame.after !== null && frame.after !== frame.before
      : null,
    totalSettled: action.changesTotal ? frame?.after === settledTotal : null,
    longFrames: records.longFrames,
  };
}

/** The entries (pointerdown, pointerup, click, key...) of the action's longest interaction. */
function worstInteraction(events: readonly EventRecord[]): EventRecord[] {
  const longest = events.reduce<EventRecord | undefined>(
    (worst, entry) => (worst === undefined || entry.duration > worst.duration ? entry : worst),
    undefined,
  );
  return events.filter((entry) => entry.interactionId === longest?.interactionId);
}

/**
 * INP and its three parts, as web-vitals' attribution splits them: input delay to the first
 * handler, processing until the last handler of the interaction ends, presentation to the paint.
 */
function breakdown(entries: readonly EventRecord[]) {
  if (entries.length === 0) return { inp: 0, inputDelay: 0, processing: 0, presentation: 0 };
  const start = Math.min(...entries.map((entry) => entry.startTime));
  const firstHandler = Math.min(...entries.map((entry) => entry.processingStart));
  const lastHandler = Math.max(...entries.map((entry) => entry.processingEnd));
  const inp = Math.max(...entries.map((entry) => entry.duration));
  return {
    inp,
    inputDelay: firstHandler - start,
    processing: lastHandler - firstHandler,
    presentation: Math.max(0, start + inp - lastHandler),
  };
}

/** The nearest-rank percentile of a list (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}
