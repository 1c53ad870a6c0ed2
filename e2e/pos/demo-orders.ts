// The demo business's newest orders as the server lists them, so a spec picks the order it
// needs by status instead of hoping one is on the first page (earlier specs add orders, and how
// many depends on the time of day their slots fall on).
import type { APIRequestContext } from '@playwright/test';
import { DEMO_CASHIER } from '../fixtures/lamaa-server.js';

/** An order as GET /api/pos/order lists it, with the fields the specs choose by. */
export interface WireOrder {
  order_number: string | null;
  status: string;
  /** null while nothing is paid. */
  payment_status: string | null;
}

/** The newest 100 live orders of the demo business, newest first. */
export async function newestOrders(request: APIRequestContext): Promise<WireOrder[]> {
  const login = await request.post('/api/pos/login', { data: DEMO_CASHIER });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get('/api/pos/order?per_page=100', {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return ((await answer.json()) as { data: WireOrder[] }).data;
}

/** The first order (newest first) that `wanted` accepts, as the screen shows it: '#LM-000123'. */
export function numberOfFirst(
  orders: readonly WireOrder[],
  wanted: (order: WireOrder) => boolean,
): string {
  const number = orders.find((order) => wanted(order) && order.order_number !== null)?.order_number;
  if (!number) throw new Error('no such order in the newest 100');
  return `#${number}`;
}
