// The orders page (Laravel-style page object) and the soft delete.
import { ORDERS_PAGE_SIZE, orderDeleteApprovals, orderDeleteRefusal } from '@lamaa/domain';
import { and, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orders } from '../db/schema/orders.js';
import { businesses } from '../db/schema/people.js';
import { ApiError, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { auditApproval, claimApproval } from './approval-gate.js';
import { auditOrderDelete } from './counter-audit.js';
import { readApprovalRules } from './approval-rules-store.js';
import { orderViews } from './order-view.js';
import { giveBackOrderLineUses } from './plan-redemption.js';
import { releaseSlot } from './slot-service.js';

/** What the list call asks for. */
export interface OrdersQuery {
  page: number;
  per_page: number;
  q: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Builds the page link for another page, keeping the search and page size. */
function pageUrl(base: URL, query: OrdersQuery, page: number): string {
  const url = new URL(base.toString());
  url.search = '';
  url.searchParams.set('page', String(page));
  if (query.per_page !== ORDERS_PAGE_SIZE) url.searchParams.set('per_page', String(query.per_page));
  if (query.q) url.searchParams.set('q', query.q);
  return url.toString();
}

/**
 * A page of live orders of the business, newest first, optionally searched. Without a search
 * `total` comes from the business's live-order counter; with one the server does not count
 * (the contract lets `total` be absent) and reads one row more to know whether a next page exists.
 */
export async function listOrders(db: Db, businessId: number, query: OrdersQuery, requestUrl: URL) {
  const conditions: (SQL | undefined)[] = [
    eq(orders.business_id, businessId),
    isNull(orders.deleted_at),
  ];
  const text = query.q?.trim().toLowerCase().replace(/^#/, '');
  if (text) conditions.push(ilike(orders.search_text, `%${escapeLike(text)}%`));
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.id))
    .limit(query.per_page + 1)
    .offset((query.page - 1) * query.per_page);
  const hasNext = rows.length > query.per_page;
  const data = await orderViews(db, businessId, rows.slice(0, query.per_page));
  const links = (lastPage: number | undefined) => ({
    next_page_url: hasNext ? pageUrl(requestUrl, query, query.page + 1) : null,
    prev_page_url:
      query.page > 1
        ? pageUrl(
            requestUrl,
            query,
            lastPage === undefined ? query.page - 1 : Math.min(query.page - 1, lastPage),
          )
        : null,
  });
  const base = { data, current_page: query.page, per_page: query.per_page };
  if (text) return { ...base, ...links(undefined) };
  const [business] = await db
    .select({ total: businesses.live_orders })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  const total = business?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / query.per_page));
  return { ...base, total, last_page: lastPage, ...links(lastPage) };
}

/**
 * Soft-deletes an order (who and when) if the domain's rule allows: the status, and nothing
 * paid on it (money taken is undone by a refund, never by a delete); frees its slot. When the
 * business's rules ask for it, a manager's approval token is spent and audited.
 */
export async function deleteOrder(
  db: Db,
  auth: AuthContext,
  id: number,
  approvalToken?: string,
  now = new Date(),
): Promise<void> {
  const { businessId, employeeId } = auth;
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.business_id, businessId), eq(orders.id, id), isNull(orders.deleted_at)))
      .for('update');
    if (!order) throw notFound('order.not-found');
    const refusal = orderDeleteRefusal(order);
    if (refusal !== null) throw new ApiError(409, refusal, { params: { status: order.status } });
    const rules = await readApprovalRules(tx, businessId);
    const approval = await claimApproval(
      tx,
      auth,
      approvalToken,
      orderDeleteApprovals(rules),
      (given) => given.order_id === order.id,
      now,
    );
    await tx
      .update(orders)
      .set({ deleted_at: now, deleted_by: employeeId, updated_at: now })
      .where(eq(orders.id, id));
    await giveBackOrderLineUses(tx, businessId, id, now);
    if (approval) await auditApproval(tx, auth, approval, { id, number: order.order_number });
    await auditOrderDelete(
      tx,
      auth,
      { id, number: order.order_number, totalFils: order.total_fils, paidFils: order.paid_fils },
      order.status,
    );
    if (order.slot_id !== null && order.status.toLowerCase() !== 'cancelled')
      await releaseSlot(tx, order.slot_id);
  });
}
