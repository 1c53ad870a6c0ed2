// The invoice upload through XMLHttpRequest, whose upload events fetch lacks; loaded with the
// first upload, since only Create Invoice sends one.
import type { UploadProgress } from '../shared/upload-progress.js';

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
 * Sends a request through XMLHttpRequest and reports its upload share to `progress` (null
 * again once answered or failed); aborting the request's signal aborts the upload.
 */
export async function sendWithProgress(
  request: Request,
  progress: UploadProgress,
): Promise<Response> {
  const body = await request.blob();
  // The client's timeout may have fired while the body was read (or this code loaded).
  request.signal.throwIfAborted();
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
}
