// Order submission, the orders page, deletion and payment.
import { ORDERS_PAGE_SIZE } from '@lamaa/domain';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.js';
import { optionalText, strictNumber } from '../http/fields.js';
import { pathId } from '../http/path-id.js';
import { readJson, validate } from '../http/read-body.js';
import { requireAuth } from '../http/require-auth.js';
import { APPROVAL_HEADER } from '../services/approval-gate.js';
import { readKey } from '../services/idempotency.js';
import { orderBody } from '../services/order-input.js';
import { deleteOrder, listOrders } from '../services/order-list.js';
import { submitOrder } from '../services/order-service.js';
import { paymentBody, takePayment } from '../services/payment-service.js';

const pageNumber = (label: string, max: number) =>
  strictNumber(
    z
      .number({ error: `The ${label} must be a number.` })
      .int({ error: `The ${label} must be a whole number.` })
      .min(1, { error: `The ${label} must be at least 1.` })
      .max(max, { error: `The ${label} may not be greater than ${max}.` }),
  );

const ordersQuery = z.object({
  page: pageNumber('page', 1_000_000).default(1),
  per_page: pageNumber('per_page', 100).default(ORDERS_PAGE_SIZE),
  q: optionalText('search text', 200),
});

/** The routes of the orders tag. */
export function orderRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/pos/order', requireAuth('pos.sell'), async (c) => {
    const key = readKey(c.req.header('idempotency-key'));
    const body = await readJson(c, orderBody);
    const token = c.req.header(APPROVAL_HEADER);
    const answer = await submitOrder(c.var.database, c.var.auth, body, body, key, token);
    return c.json(answer.body as object, answer.status as ContentfulStatusCode);
  });
  routes.get('/pos/order', requireAuth('pos.sell'), async (c) => {
    const query = validate(ordersQuery, c.req.query());
    return c.json(
      await listOrders(c.var.database.db, c.var.auth.businessId, query, new URL(c.req.url)),
    );
  });
  routes.post('/pos/payment', requireAuth('pos.sell'), async (c) => {
    const key = readKey(c.req.header('idempotency-key'));
    const body = await readJson(c, paymentBody);
    const answer = await takePayment(c.var.database, c.var.auth, body, body, key);
    return c.json(answer.body as object, answer.status as ContentfulStatusCode);
  });
  routes.delete('/pos/:id{[0-9]+}', requireAuth('pos.sell'), async (c) => {
    const id = pathId(c.req.param(), 'id', 'order id', 'order.not-found');
    await deleteOrder(c.var.database.db, c.var.auth, id, c.req.header(APPROVAL_HEADER));
    return c.json({ success: true, message: 'Order deleted successfully' });
  });
  return routes;
}
