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

/** Reads the response headers XMLHttpRequest gives as one text block. */
function parseHeaders(block: string): Headers {
  const headers = new Headers();
  for (const line of block.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A fetch for the API client that sends multipart posts through XMLHttpRequest, whose
 * upload events fetch lacks, and reports their progress; every other call goes to fetch.
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
    const body = await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0)
          progress.set(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        progress.set(null);
        resolve(
          new Response(xhr.response as Blob, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      const failed = (reason: Error) => () => {
        progress.set(null);
        reject(reason);
      };
      xhr.onerror = failed(new TypeError('Network request failed'));
      xhr.onabort = failed(new DOMException('The upload was aborted.', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      progress.set(0);
      xhr.send(body);
    });
  };
}
