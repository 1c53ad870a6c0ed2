// The caller's address for the sign-in limiter: the socket's address, or the first
// X-Forwarded-For entry only when the server is told it sits behind a trusted proxy.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Returns the client address, or 'unknown' when the request has no socket (in-process calls). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
