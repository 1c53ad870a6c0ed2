// A path whose percent-encoding is not UTF-8 (/%ff, /%c0%80, a lone %) names nothing any
// route or file can match; decoding it throws, which the static file handler would turn
// into a 500. It is refused once, here, before any route sees it.
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.js';

/** Whether every %XX sequence of a path is complete and the bytes decode as UTF-8. */
export function isWellEncodedPath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Answers 400 JSON for a request whose path is badly percent-encoded. */
export const wellFormedPath = createMiddleware(async (c, next) => {
  // The path as sent: URL keeps percent-encoding; Hono's c.req.path has decoded what it could.
  const path = new URL(c.req.url).pathname;
  if (!isWellEncodedPath(path)) {
    throw new ApiError(400, 'request.bad-path');
  }
  await next();
});
