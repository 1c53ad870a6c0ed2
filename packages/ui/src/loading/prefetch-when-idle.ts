// Code an app will need later, fetched once the browser is idle after the first paint: the
// first load stays small, and a network outage later cannot leave a part without its code.

/**
 * Calls every loader once the browser is idle (at the latest after 2 s), or after 200 ms where
 * there is no idle callback; a failed fetch is left for the part's first use. Answers the cancel.
 * @example useEffect(() => prefetchWhenIdle([() => import('./wizard.js')]), []);
 */
export function prefetchWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  const fetchAll = () => {
    for (const load of loads) load().catch(() => undefined);
  };
  // `globalThis` is the window in a browser; the kit's unit tests run without one.
  const { requestIdleCallback: whenIdle, cancelIdleCallback } = globalThis;
  if (typeof whenIdle === 'function') {
    const id = whenIdle(fetchAll, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fetchAll, 200);
  return () => clearTimeout(id);
}
