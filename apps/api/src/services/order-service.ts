// Order submission in one transaction: prices the cart with the domain, checks vault,
// location and payment, books the slot (never beyond capacity), stores the order with its
// items and first payment, and honours an Idempotency-Key.
import { refusalMessage } from '../http/refusal-messages.js';
import { filsToAed, type RefusalCode } from '@lamaa/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.js';
import { orderItems, orders } from '../db/schema/orders.js';
import { businesses, cars, customers } from '../db/schema/people.js';
import { ApiError, invalidField, notFound } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { auditApproval, claimApproval } from './approval-gate.js';
import { readApprovalRules } from './approval-rules-store.js';
import { coversSale, saleContext, saleNeeds } from './approval-sale.js';
import { auditSale } from './counter-audit.js';
import { type PricedCartLine, priceServerCart } from './cart-service.js';
import { recordRedemptions, redeemContextOf } from './plan-redemption.js';
import { grantOrderEntitlements } from './plan-sale.js';
import { claimKey, completeKey, requestHash, type StoredAnswer } from './idempotency.js';
import type { OrderBody } from './order-input.js';
import { loadOrderView } from './order-view.js';
import { recordPayment } from './payment-record.js';
import { postCashSale, shiftForCash } from './shift-posting.js';
import { planSplit, recordSplit, splitMethods } from './split-payment.js';
import { bookSlot, slotBranch } from './slot-service.js';
import { issueTaxInvoice } from './tax-invoice-service.js';
import { findBusinessVault } from './vault-lookup.js';

/** The payment status stored while nothing is paid (answered as null). */
export const UNPAID = 'Unpaid';

/** The text the orders search matches: order number, customer name and plate, lower-cased. */
export function searchText(
  orderNumber: string,
  customerName: string,
  code: string,
  numbers: string,
): string {
  return `${orderNumber} ${customerName} ${code}${numbers} ${code} ${numbers}`.toLowerCase();
}

/** The order number shown with a # prefix: LM- and the business's count padded to 6 digits. */
export function orderNumberFor(count: number): string {
  return `LM-${String(count).padStart(6, '0')}`;
}

function check(
  condition: boolean,
  field: string,
  code: RefusalCode,
  params?: Record<string, string | number>,
): void {
  if (!condition) throw invalidField(field, code, params);
}

/** Refuses an order with a line whose plan may not pay for it, with the plan's reason. */
function refuseRefusedRedemption(lines: PricedCartLine[]): void {
  const refused = lines.find((line) => line.redemption?.refusal);
  const refusal = refused?.redemption?.refusal;
  if (!refused || !refusal) return;
  throw new ApiError(422, refusal.code, {
    ...(refusal.params === undefined ? {} : { params: refusal.params }),
    errors: { purchasables: [refusalMessage(refusal.code, refusal.params)] },
  });
}

async function placeOrder(
  tx: Db,
  auth: AuthContext,
  body: OrderBody,
  approvalToken: string | undefined,
  now: Date,
): Promise<StoredAnswer> {
  check(
    body.purchasables.some((item) => item.purchasable_type !== 'discount'),
    'purchasables',
    'checkout.cart-empty',
  );
  const redeem = redeemContextOf(auth, now, true);
  const cart = await priceServerCart(tx, auth.businessId, body, redeem);
  if (cart.problem) throw invalidField('purchasables', cart.problem);
  refuseRefusedRedemption(cart.lines);
  const bad = cart.lines.find((line) => line.status !== 'ok');
  if (bad)
    throw new ApiError(422, 'cart.line-unavailable', {
      params: { name: bad.name.en, name_ar: bad.name.ar },
      errors: { purchasables: [bad.message ?? `${bad.name.en} cannot be ordered.`] },
    });
  if (cart.couponValid === false) {
    const [first] = cart.couponRefusals;
    throw new ApiError(422, first?.code ?? 'coupon.invalid', {
      ...(first?.params === undefined ? {} : { params: first.params }),
      errors: { coupon_code: cart.couponRefusals.map((r) => refusalMessage(r.code, r.params)) },
    });
  }
  const rules = await readApprovalRules(tx, auth.businessId);
  const approved = saleContext(body, cart);
  const approval = await claimApproval(
    tx,
    auth,
    approvalToken,
    saleNeeds(rules, body, cart),
    (given) => coversSale(given, approved),
    now,
  );
  const single = body.payment_method === 'others' ? 'cash' : body.payment_method;
  // The vault takes the method paid; a split's parts are checked against their own vaults.
  const vault = await findBusinessVault(tx, auth.businessId, body.vault_id, {
    use: 'pay',
    ...(body.payments ? {} : { method: single }),
  });
  // A split payment's parts decide what is paid; its first part names the order's method.
  const split = body.payments
    ? await planSplit(tx, auth, cart.total, body.payments, vault.id)
    : undefined;
  const method = split?.allocation.parts[0]?.method ?? single;
  if (body.location_type === 'remote') {
    const hasPlace =
      body.address !== undefined ||
      body.pickup_address !== undefined ||
      body.drop_off_address !== undefined;
    check(hasPlace, 'address', 'order.address-required');
  }
  const amount = split ? split.allocation.paid : body.is_partial ? body.amount : cart.total;
  check(amount !== undefined, 'amount', 'order.amount-required');
  const paid = amount ?? 0;
  check(paid >= 0 && paid <= cart.total, 'amount', 'order.amount-out-of-range', {
    max: filsToAed(cart.total).toFixed(2),
  });
  const isCashPaid = !split && method === 'cash' && paid > 0;
  const shift = isCashPaid ? await shiftForCash(tx, auth, vault.id) : undefined;

  const branch = await slotBranch(tx, auth);
  if (!branch) throw new ApiError(422, 'slot.not-found');
  const slotId = await bookSlot(
    tx,
    branch,
    body.location_type,
    body.booking_date,
    body.booking_time,
    now,
  );
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.business_id, auth.businessId), eq(customers.id, body.user_id)));
  const [car] = await tx
    .select()
    .from(cars)
    .where(and(eq(cars.business_id, auth.businessId), eq(cars.id, body.car_id)));
  if (!customer || !car) throw notFound('vehicle.not-found');

  const paymentStatus = paid >= cart.total ? 'Paid' : paid > 0 ? 'Partially paid' : UNPAID;
  const place = body.pickup_address ?? body.drop_off_address;
  // The business counts its own orders; the row lock orders its sellers, and the counter moves
  // only if the order commits, so a business's numbers have no gaps.
  const [counted] = await tx
    .update(businesses)
    .set({ order_counter: sql`${businesses.order_counter} + 1` })
    .where(eq(businesses.id, auth.businessId))
    .returning({ count: businesses.order_counter });
  if (!counted) throw new Error('The business of the order is missing.');
  const number = orderNumberFor(counted.count);
  const [order] = await tx
    .insert(orders)
    .values({
      business_id: auth.businessId,
      branch_id: auth.branchId,
      employee_id: auth.employeeId,
      customer_id: customer.id,
      car_id: car.id,
      order_number: number,
      status: paymentStatus === UNPAID ? 'waiting for payment' : 'pending',
      payment_status: paymentStatus,
      payment_method: method,
      is_partial: split ? split.allocation.remaining > 0 : body.is_partial,
      subtotal_fils: cart.subtotal,
      service_fils: cart.servicePrice,
      discount_fils: cart.discount,
      shipping_fils: cart.shipping,
      total_fils: cart.total,
      paid_fils: paid,
      purchasable_type: cart.lines[0]?.kind ?? 'service',
      coupon_id: cart.couponId,
      vault_id: vault.id,
      location_type: body.location_type,
      address: body.address ?? place?.details ?? null,
      latitude: place?.lat ?? null,
      longitude: place?.lng ?? null,
      slot_id: slotId,
      booking_date: body.booking_date,
      booking_time: body.booking_time,
      vat: cart.vat,
      wants_full_invoice: body.is_full_tax_invoice,
      search_text: searchText(number, customer.name, car.code, car.numbers),
      created_at: now,
      updated_at: now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('The order row was not written.');
  const items = await tx
    .insert(orderItems)
    .values(
      cart.lines.map((line) => ({
        order_id: order.id,
        purchasable_type: line.kind,
        purchasable_id: line.input.purchasable_id,
        name_en: line.name.en,
        name_ar: line.name.ar,
        quantity: line.input.quantity,
        price_fils: line.addOnFils ?? line.unitFils,
        options: line.options.map((option) => ({ id: option.id, name: option.name })),
      })),
    )
    .returning({ id: orderItems.id });
  const redeeming = {
    businessId: auth.businessId,
    orderId: order.id,
    branchId: auth.branchId,
    employeeId: auth.employeeId,
    today: redeem.today,
    now,
  };
  await recordRedemptions(
    tx,
    redeeming,
    cart.lines.map((line, index) => ({
      orderItemId: items[index]?.id ?? 0,
      redemption: line.redemption,
    })),
  );
  if (split) await recordSplit(tx, auth, order.id, split, now);
  else if (paid > 0) {
    const payment = await recordPayment(tx, {
      businessId: auth.businessId,
      orderId: order.id,
      vaultId: vault.id,
      employeeId: auth.employeeId,
      method,
      amountFils: paid,
      reference: body.payment_reference ?? null,
      at: now,
    });
    if (isCashPaid) {
      const posting = { paymentId: payment.id, tendered: paid, change: 0 };
      await postCashSale(tx, auth, shift?.id, posting, now);
    }
  }
  if (paid > 0) {
    await issueTaxInvoice(tx, order.id, now);
    await grantOrderEntitlements(tx, order.id, redeem.today);
  }
  if (approval) await auditApproval(tx, auth, approval, { id: order.id, number });
  await auditSale(
    tx,
    auth,
    { id: order.id, number, totalFils: cart.total, paidFils: paid },
    {
      customer: customer.name,
      vehicle: `${car.code} ${car.numbers}`,
      method: split ? splitMethods(split) : method,
    },
  );
  const view = await loadOrderView(tx, auth.businessId, order.id);
  return {
    status: 201,
    body: { success: true, message: 'Order submitted successfully', order: view },
  };
}

/**
 * Submits an order; with a key, the same key and body replay the first answer. A sale the
 * business's rules send to a manager needs `approvalToken` (see approval-gate.ts).
 */
export async function submitOrder(
  database: Database,
  auth: AuthContext,
  body: OrderBody,
  raw: unknown,
  key: string | undefined,
  approvalToken?: string,
  now = new Date(),
): Promise<StoredAnswer> {
  return database.db.transaction(async (tx) => {
    if (key === undefined) return placeOrder(tx, auth, body, approvalToken, now);
    const claim = await claimKey(tx, 'order', auth.businessId, key, requestHash(raw));
    if ('replay' in claim) return claim.replay;
    const answer = await placeOrder(tx, auth, body, approvalToken, now);
    await completeKey(tx, claim.rowId, answer);
    return answer;
  });
}
