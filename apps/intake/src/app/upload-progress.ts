import { loadXhrUpload } from './on-demand-parts.js';
/** Listens to the upload share of the request in flight, 0 to 100, or null when none runs. */
export type ProgressListener = (percent: number | null) => void;

/** A tiny store of the current upload's progress, for the Create Invoice progress bar. */
export interface UploadProgress {
  readonly get: () => number | null;
  readonly set: (percent: number | null) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

/** Makes an empty progress store (useSyncExternalStore reads it). */
export function createUploadProgress(): UploadProgress {
  let current: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (percent) => {
      current = percent;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A fetch for the API client that sends multipart posts through XMLHttpRequest, whose
 * upload events fetch lacks (its code loads with the first upload), and reports their
 * progress; every other call goes to fetch.
 * Given its own `base` network (tests), every call goes there and no progress is reported.
 * Aborting the request's signal (the client's timeout) aborts the upload.
 */
export function progressFetch(progress: UploadProgress, base?: typeof fetch) {
  return async (request: Request): Promise<Response> => {
    if (base !== undefined) return base(request);
    const isUpload =
      request.method === 'POST' &&
      (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
    if (!isUpload || typeof XMLHttpRequest === 'undefined') return fetch(request);
    const { sendWithProgress } = await loadXhrUpload();
    return sendWithProgress(request, progress);
  };
}
