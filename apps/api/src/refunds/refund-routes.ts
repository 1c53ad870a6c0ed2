// POST /pos/refunds: a refund at the counter, with the manager's approval token when the
// business's rules ask for one, and an Idempotency-Key per attempt.
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../http/app-env.js';
import { readJson } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { APPROVAL_HEADER } from '../services/approval-gate.js';
import { readKey } from '../services/idempotency.js';
import { refundBody } from './refund-input.js';
import { makeRefund } from './refund-service.js';

/** The routes of the refunds tag. */
export function refundRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/pos/refunds', requireAuth('pos.sell'), async (c) => {
    const key = readKey(c.req.header('idempotency-key'));
    const body = await readJson(c, refundBody);
    const token = c.req.header(APPROVAL_HEADER);
    const answer = await makeRefund(c.var.database, c.var.auth, body, body, key, token);
    return c.json(answer.body as object, answer.status as ContentfulStatusCode);
  });
  return routes;
}
