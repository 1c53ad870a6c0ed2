// An order's parts as a refund reads them: the VAT breakdown kept on the order, or for an order
// without VAT the same split at a rate of 0, and what earlier refunds credited on each part.
import { addCredits, type VatPart, vatBreakdown } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orderItems, type orders } from '../db/schema/orders.js';
import { refunds } from '../db/schema/refunds.js';

type OrderRow = typeof orders.$inferSelect;

/** The order's parts (its items in id order, the service fee, shipping) and its item ids. */
export async function orderParts(tx: Db, order: OrderRow) {
  const items = await tx
    .select({ id: orderItems.id, quantity: orderItems.quantity, price: orderItems.price_fils })
    .from(orderItems)
    .where(eq(orderItems.order_id, order.id))
    .orderBy(orderItems.id);
  const breakdown =
    order.vat ??
    vatBreakdown({
      lineAmounts: items.map((item) => item.price * item.quantity),
      discount: order.discount_fils,
      servicePrice: order.service_fils,
      shipping: order.shipping_fils,
      settings: { pricesIncludeVat: true, rateBasisPoints: 0 },
    });
  const parts: VatPart[] = [...breakdown.lines, breakdown.serviceFee, breakdown.shipping];
  return { parts, itemIds: items.map((item) => item.id) };
}

/** What the order's refunds so far credited on each part. */
export async function creditedParts(tx: Db, orderId: number): Promise<VatPart[]> {
  const rows = await tx
    .select({ parts: refunds.parts })
    .from(refunds)
    .where(eq(refunds.order_id, orderId))
    .orderBy(refunds.id);
  return addCredits(rows.map((row) => row.parts));
}
