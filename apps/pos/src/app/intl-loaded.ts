/** The part of the browser's Worker this module uses (a test hands in its own). */
type WorkerLike = Pick<Worker, 'onmessage' | 'onerror'>;

/** How long the app waits for the worker's answer before it starts anyway. */
export const INTL_WAIT_MS = 2000;

/**
 * Resolves once a worker (`warm-intl.worker.ts`) has used Intl. The first use of Intl in a
 * browser process loads its locale data (ICU), 15–35 ms on a desktop and a long task on a
 * phone; paid on the worker's thread, the page's first use then finds the data loaded
 * (docs/adr/0005). It also resolves, and the app starts loading the data itself, when no worker
 * can be made, when its script cannot load (a new deployment, an outage) and after
 * INTL_WAIT_MS without an answer.
 * @example await intlLoaded(); // then evaluate the modules that use Intl
 */
export function intlLoaded(
  makeWorker: () => WorkerLike = () =>
    new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' }),
): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, INTL_WAIT_MS);
    try {
      const worker = makeWorker();
      worker.onmessage = () => resolve();
      worker.onerror = () => resolve();
    } catch {
      // No worker (none in this browser, or blocked by a policy).
      resolve();
    }
  });
}
