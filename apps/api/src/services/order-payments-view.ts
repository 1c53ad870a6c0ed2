// The payments taken on orders as the Order answer lists them (a split payment's parts, a
// later payment's), oldest first; refunds (negative rows) are shown by their credit notes.
import { filsToAed } from '@lamaa/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { vaults } from '../db/schema/catalogue.js';
import { payments } from '../db/schema/orders.js';

/** A payment as the Order answer lists it. */
export interface OrderPaymentView {
  readonly id: number;
  readonly method: string;
  readonly amount: number;
  readonly vault_id: number | null;
  readonly vault_name: string | null;
  /** The vault's Arabic title, its English one when it has none. */
  readonly vault_name_ar: string | null;
  readonly reference: string | null;
  readonly created_at: string;
}

/** The payments of each order (by id), oldest first. */
export async function orderPayments(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderPaymentView[]>> {
  const rows = await db
    .select({ payment: payments, vault: vaults.title, vaultAr: vaults.title_ar })
    .from(payments)
    .leftJoin(vaults, eq(vaults.id, payments.vault_id))
    .where(and(inArray(payments.order_id, [...orderIds]), gt(payments.amount_fils, 0)))
    .orderBy(asc(payments.id));
  const byOrder = new Map<number, OrderPaymentView[]>();
  for (const { payment, vault, vaultAr } of rows) {
    const list = byOrder.get(payment.order_id) ?? [];
    list.push({
      id: payment.id,
      method: payment.method,
      amount: filsToAed(payment.amount_fils),
      vault_id: payment.vault_id,
      vault_name: vault,
      vault_name_ar: vaultAr || vault,
      reference: payment.reference,
      created_at: payment.created_at.toISOString(),
    });
    byOrder.set(payment.order_id, list);
  }
  return byOrder;
}
