import type { UploadProgress } from '../shared/upload-progress.js';
import { loadXhrUpload } from './on-demand-parts.js';

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
