// Bearer-token guard: resolves the session and sets `auth`; anything else answers 401.
import { createMiddleware } from 'hono/factory';
import { resolveSession } from '../services/auth-service.js';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';

/** Requires a live session; the business comes from the session, never from a header. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const session = match?.[1]
    ? await resolveSession(c.var.database.db, match[1], new Date(), c.var.sessionCache)
    : undefined;
  if (!session) throw new ApiError(401, 'auth.unauthenticated');
  c.set('auth', session);
  await next();
});
