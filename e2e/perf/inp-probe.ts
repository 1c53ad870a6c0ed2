// What the latency benchmark installs in the page before the app loads: an Event Timing
// observer (what INP is made of), a Long Animation Frame observer (which script a slow frame
// ran), the cart total in the frame that paints a press's response, and the last input's time.
import type { Page } from '@playwright/test';

/** One Event Timing entry of an interaction (times in ms from the page's time origin). */
export interface EventRecord {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  readonly processingStart: number;
  readonly processingEnd: number;
  readonly duration: number;
}

/** The cart total when the pointer went down and in the frame that paints the press's response. */
export interface FrameRecord {
  readonly at: number;
  readonly before: string | null;
  readonly after: string | null;
}

/** A script that ran in a long animation frame. */
export interface ScriptRecord {
  readonly invoker: string;
  readonly sourceURL: string;
  readonly sourceFunctionName: string;
  readonly duration: number;
}

/** A long animation frame (over 50 ms) with the scripts it ran. */
export interface LongFrameRecord {
  readonly startTime: number;
  readonly duration: number;
  readonly scripts: readonly ScriptRecord[];
}

/** Everything the probe has recorded since the page loaded. */
export interface ProbeState {
  readonly events: EventRecord[];
  readonly frames: FrameRecord[];
  readonly longFrames: LongFrameRecord[];
  lastInputAt: number;
}

/** Where the probe keeps its records on `window`. */
export const PROBE_KEY = '__lamaaInpProbe';

/** The cart's total as the sidebar shows it. */
export const TOTAL_SELECTOR = '[data-testid="cart-totals"] .pos-cart-summary__total dd';

/** The init script; self-contained because Playwright sends its source text to the page. */
function installProbe({ key, totalSelector }: { key: string; totalSelector: string }): void {
  const state: ProbeState = { events: [], frames: [], longFrames: [], lastInputAt: 0 };
  Object.defineProperty(window, key, { value: state });
  // TypeScript's DOM types have no interactionId yet.
  type EventEntry = PerformanceEventTiming & { readonly interactionId: number };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) {
      if (entry.interactionId > 0)
        state.events.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          duration: entry.duration,
        });
    }
    // 16 ms is the smallest threshold Event Timing allows; shorter interactions report nothing.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  interface LoafScript {
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    duration: number;
  }
  interface Loaf {
    startTime: number;
    duration: number;
    scripts: LoafScript[];
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Loaf[])
      state.longFrames.push({
        startTime: entry.startTime,
        duration: entry.duration,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          sourceURL: script.sourceURL,
          sourceFunctionName: script.sourceFunctionName,
          duration: script.duration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const total = () => document.querySelector(totalSelector)?.textContent ?? null;
  // After a press, the first change of the page's content is the response; the frame requested
  // then is the one that paints it, and must already show the new total.
  let pressed: { before: string | null } | null = null;
  addEventListener('pointerdown', () => (pressed = { before: total() }), true);
  new MutationObserver(() => {
    if (pressed === null) return;
    const { before } = pressed;
    pressed = null;
    requestAnimationFrame(() =>
      state.frames.push({ at: performance.now(), before, after: total() }),
    );
  }).observe(document, { subtree: true, childList: true, characterData: true });
  addEventListener('input', () => (state.lastInputAt = performance.now()), true);
}

/** Installs the probe in every document the page opens from now on. */
export async function addInpProbe(page: Page): Promise<void> {
  await page.addInitScript(installProbe, { key: PROBE_KEY, totalSelector: TOTAL_SELECTOR });
}

/** The page's clock (performance.now()). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/** Waits two frames and a moment, so Event Timing has reported the last interaction. */
export async function flushProbe(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );
}

/** The probe's records made at or after `since`. */
export function readProbe(page: Page, since: number): Promise<ProbeState> {
  return page.evaluate(
    ({ key, since }) => {
      const state = (window as unknown as Record<string, ProbeState>)[key];
      if (!state) throw new Error('The latency probe is not installed in this page.');
      return {
        events: state.events.filter((entry) => entry.startTime >= since),
        frames: state.frames.filter((entry) => entry.at >= since),
        longFrames: state.longFrames.filter((entry) => entry.startTime + entry.duration >= since),
        lastInputAt: state.lastInputAt,
      };
    },
    { key: PROBE_KEY, since },
  );
}

/** The page time of the last input event (a keystroke in a field). */
export function lastInputAt(page: Page): Promise<number> {
  return page.evaluate(
    (key) => (window as unknown as Record<string, ProbeState | undefined>)[key]?.lastInputAt ?? 0,
    PROBE_KEY,
  );
}
