// Reads orders with their items, customer, vehicle and branch, in the contract's Order shape.
import { filsToAed } from '@lamaa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { orderItems, orders } from '../db/schema/orders.js';
import { branches, customers } from '../db/schema/people.js';
import { creditNoteRefs } from '../refunds/credit-note-service.js';
import { vatSummary } from './cart-service.js';
import { entitlementsOfOrderItems } from './entitlement-store.js';
import { orderPayments } from './order-payments-view.js';
import { taxInvoiceRefs } from './tax-invoice-service.js';
import { loadVehicles } from './vehicle-view.js';

type OrderRow = typeof orders.$inferSelect;

/** Turns order rows into the API's Order objects, in the rows' order. */
export async function orderViews(db: Db, businessId: number, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db.select().from(orderItems).where(inArray(orderItems.order_id, ids));
  const people = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.business_id, businessId),
        inArray(customers.id, [...new Set(rows.map((row) => row.customer_id))]),
      ),
    );
  const vehicles = await loadVehicles(db, businessId, {
    ids: [...new Set(rows.map((row) => row.car_id))],
  });
  const branchIds = [
    ...new Set(rows.map((row) => row.branch_id).filter((id): id is number => id !== null)),
  ];
  const branchRows = branchIds.length
    ? await db.select().from(branches).where(inArray(branches.id, branchIds))
    : [];
  const invoices = await taxInvoiceRefs(db, ids);
  const notes = await creditNoteRefs(db, ids);
  const sold = await entitlementsOfOrderItems(
    db,
    items.filter((item) => item.purchasable_type === 'plan').map((item) => item.id),
  );
  const paid = await orderPayments(db, ids);
  return rows.map((row) => {
    const customer = people.find((person) => person.id === row.customer_id);
    const branch = branchRows.find((entry) => entry.id === row.branch_id);
    const lines = items.filter((item) => item.order_id === row.id).sort((a, b) => a.id - b.id);
    const first = lines[0];
    return {
      id: row.id,
      order_number: row.order_number,
      user_name: customer?.name ?? null,
      branch_name: branch?.name_en ?? null,
      branch: branch ? { id: branch.id, name: { en: branch.name_en, ar: branch.name_ar } } : null,
      status: row.status,
      payment_status: row.payment_status === 'Unpaid' ? null : row.payment_status,
      payment_method: row.payment_method,
      payment_method_id: row.payment_method,
      is_partial: row.is_partial,
      cash: filsToAed(row.paid_fils),
      subtotal_price: filsToAed(row.subtotal_fils),
      service_price: filsToAed(row.service_fils),
      discount_price: filsToAed(row.discount_fils),
      shipping_price: filsToAed(row.shipping_fils),
      total_price: filsToAed(row.total_fils),
      purchasable_type: row.purchasable_type,
      purchasable_name: first ? { en: first.name_en, ar: first.name_ar } : null,
      estimated_completion: null,
      booking_date: row.booking_date,
      booking_time: row.booking_time,
      shipping_method: row.location_type === 'remote' ? 'remote' : 'in_shop',
      location_type: row.location_type as 'in_shop' | 'remote',
      address: row.address,
      items: lines.map((item) => ({
        id: item.id,
        purchasable_id: item.purchasable_id,
        purchasable_type: item.purchasable_type,
        name: { en: item.name_en, ar: item.name_ar },
        quantity: item.quantity,
        price: filsToAed(item.price_fils),
        options: item.options,
        // A plan line of a paid order: the entitlement it created (null before payment).
        ...(item.purchasable_type === 'plan' ? { entitlement: sold.get(item.id) ?? null } : {}),
      })),
      car: vehicles.find((vehicle) => vehicle.id === row.car_id) ?? null,
      customer: customer
        ? {
            id: customer.id,
            name: customer.name,
            phone: customer.phone_e164,
            email: customer.email,
          }
        : null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      vat: vatSummary(row.vat),
      tax_invoice: invoices.get(row.id) ?? null,
      refunded: filsToAed(row.refunded_fils),
      credit_notes: notes.get(row.id) ?? [],
      payments: paid.get(row.id) ?? [],
    };
  });
}

/** Loads one order of the business as an Order object, or undefined. */
export async function loadOrderView(db: Db, businessId: number, id: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.business_id, businessId), eq(orders.id, id)));
  const [view] = await orderViews(db, businessId, rows);
  return view;
}
