// Nothing the API answers may be stored by a browser or proxy: signed-in answers hold a
// business's customers, orders and the employee's profile, and refusals echo what was sent.
import { createMiddleware } from 'hono/factory';

/**
 * Marks every answer under it `Cache-Control: no-store`, error answers included: it runs
 * after the route and after onError has turned a thrown error into the answer.
 */
export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
});
