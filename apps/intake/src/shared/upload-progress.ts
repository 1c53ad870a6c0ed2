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
