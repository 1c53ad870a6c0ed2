// Bearer-token guard: resolves the session and sets `auth`, then asks the domain's `can`
// whether the employee's role may do what the route does.
import { type Action, can } from '@lamaa/domain';
import { createMiddleware } from 'hono/factory';
import { resolveSession } from '../services/auth-service.js';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';

/**
 * Requires a live session (401 otherwise) and, given an action, a role that may do it (403
 * `access.forbidden` otherwise). The business comes from the session, never from a header.
 * @example routes.post('/pos/cart', requireAuth('pos.sell'), handler)
 */
export function requireAuth(action?: Action) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const session = match?.[1]
      ? await resolveSession(c.var.database.db, match[1], new Date(), c.var.sessionCache)
      : undefined;
    if (!session) throw new ApiError(401, 'auth.unauthenticated');
    if (action && !can(session, action)) {
      throw new ApiError(403, 'access.forbidden', { params: { action } });
    }
    c.set('auth', session);
    await next();
  });
}
