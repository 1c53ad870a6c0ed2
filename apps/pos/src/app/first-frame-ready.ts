import { waitFor } from 'xstate';
import type { PosRuntime } from './create-pos-runtime.js';
import { preloadScreen } from './pos-routes.js';

/** How long the first frame waits for the screen's code before rendering its loading state. */
const SCREEN_CODE_WAIT_MS = 3000;

/** Ends the current task, so the browser can paint and answer input before the next part runs. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Settles once the app's first frame can show the screen itself: the session is read and,
 * when signed in outside /login, the shell's and the screen's code and the API client are
 * here (or took longer than 3 s, or failed: the screen then shows its own loading or Retry).
 */
export async function firstFrameReady(runtime: PosRuntime, pathname: string): Promise<void> {
  const settled = await waitFor(runtime.auth, (snapshot) => !snapshot.matches('loading'));
  if (!settled.matches('authenticated') || pathname.startsWith('/login')) return;
  // On a slow phone each step is long: the entry's evaluation, the shell's, the first render
  // each get a task of their own instead of one long block.
  await nextTask();
  await Promise.race([
    Promise.allSettled([preloadScreen(pathname), runtime.api]),
    new Promise((resolve) => setTimeout(resolve, SCREEN_CODE_WAIT_MS)),
  ]);
  await nextTask();
}
