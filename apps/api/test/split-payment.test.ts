// Split payment against the real server: a sale and a later payment made of several parts,
// each written as its own payment row to its own vault, the cash part (with its change) posted
// to the open shift of its drawer, and the domain's refusals answered as 422 with their codes.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.js';
import { payments } from '../src/db/schema/orders.js';
import { shiftEntries } from '../src/db/schema/shifts.js';
import { taxInvoices } from '../src/db/schema/tax-invoices.js';
import { localDate } from '../src/services/slot-service.js';
import { type OfficeWorld, officeWorld } from './office-helpers.js';
import { firstServiceOrder, type SeededSale, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Answer {
  code?: string;
  params?: Record<string, string | number>;
  order: {
    id: number;
    total_price: number;
    cash: number | null;
    payment_status: string | null;
    payments: { method: string; amount: number; vault_id: number | null }[];
  };
  payments?: { payment_method_id: string; amount: number; change: number | null }[];
}

let server: TestServer;
let world: OfficeWorld;
let sale: SeededSale;
let visaVault = 0;
let onlineVault = 0;
let slot = 0;

const cashier = () => world.tokens.cashier;
const post = (path: string, json: unknown) =>
  server.call<Answer>('POST', `/api/pos/${path}`, { token: cashier(), json });

/** A sale of the first service on a slot of its own, paid by `payments`. */
function splitOrder(parts: readonly Record<string, unknown>[]): Record<string, unknown> {
  slot += 1;
  return {
    ...firstServiceOrder(sale),
    booking_date: localDate(new Date(), 'Asia/Dubai', 2 + Math.floor(slot / 8)),
    booking_time: `${String(9 + (slot % 8)).padStart(2, '0')}:00`,
    ...(parts.length > 0 ? { payments: parts } : {}),
  };
}

const settings = (cash_needs_shift: boolean) =>
  server.call('PUT', '/api/office/shift-settings', {
    token: world.tokens.owner,
    json: { cash_needs_shift, variance_threshold: 2 },
  });
const rowsOf = (orderId: number) =>
  server.database.db
    .select()
    .from(payments)
    .where(eq(payments.order_id, orderId))
    .orderBy(payments.id);

let total = 0;

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  sale = await seededSale(server, cashier());
  const vaults = (
    await server.call<{ data: { id: number; type: string }[] }>('GET', '/api/pos/vaults', {
      token: world.tokens.owner,
    })
  ).body.data;
  visaVault = vaults.find((v) => v.type === 'visa')?.id ?? 0;
  onlineVault = vaults.find((v) => v.type === 'online')?.id ?? visaVault;
  // The price of the sale, read from an unpaid order of the same service.
  const priced = await post('order', { ...splitOrder([]), is_partial: true, amount: 0 });
  if (priced.status !== 201) throw new Error(JSON.stringify(priced.body));
  total = priced.body.order.total_price;
});
afterAll(async () => {
  await settings(false);
  await server.close();
});

describe('a split sale', () => {
  it('writes one payment per part to its vault, the cash part with its change in the open shift', async () => {
    expect(total).toBeGreaterThan(20);
    await settings(true);
    const shift = await server.call<{ data: { id: number } }>('POST', '/api/pos/shifts', {
      token: cashier(),
      json: { vault_id: sale.cashVaultId, float: 100 },
    });
    expect(shift.status).toBe(201);
    const card = total - 10;
    const placed = await post(
      'order',
      splitOrder([
        { method: 'visa', vault_id: visaVault, amount: card, payment_reference: 'V-1' },
        { method: 'cash', vault_id: sale.cashVaultId, amount: 10, cash_tendered: 15 },
      ]),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body.order;
    expect(order).toMatchObject({ payment_status: 'Paid', cash: total });
    expect(order.payments).toMatchObject([
      { method: 'visa', amount: card, vault_id: visaVault },
      { method: 'cash', amount: 10, vault_id: sale.cashVaultId },
    ]);
    const rows = await rowsOf(order.id);
    expect(rows.map((row) => [row.method, row.vault_id, row.amount_fils])).toEqual([
      ['visa', visaVault, Math.round(card * 100)],
      ['cash', sale.cashVaultId, 1000],
    ]);
    const posted = await server.database.db
      .select()
      .from(shiftEntries)
      .where(eq(shiftEntries.shift_id, shift.body.data.id));
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      kind: 'cash-sale',
      amount_fils: 1500,
      change_fils: 500,
      payment_id: rows[1]?.id,
    });
    const invoices = await server.database.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.order_id, order.id));
    expect(invoices.length).toBeLessThanOrEqual(1);
    const audited = await server.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subject_id, order.id), eq(auditLog.action, 'order.create')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.after).toMatchObject({ method: 'visa+cash', paid: total, total });
    const closed = await server.call('POST', `/api/pos/shifts/${shift.body.data.id}/close`, {
      token: cashier(),
      json: { counted: 110 },
    });
    expect(closed.status).toBe(200);
    await settings(false);
  });

  it('is partly paid below the total', async () => {
    const placed = await post(
      'order',
      splitOrder([
        { method: 'cash', vault_id: sale.cashVaultId, amount: 5 },
        { method: 'online', vault_id: onlineVault, amount: 5 },
      ]),
    );
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ payment_status: 'Partially paid', cash: 10 });
  });

  it('refuses the cash part without an open shift when the business needs one, writing nothing', async () => {
    await settings(true);
    const before = (await server.database.db.select().from(payments)).length;
    const placed = await post(
      'order',
      splitOrder([
        { method: 'visa', vault_id: visaVault, amount: 5 },
        { method: 'cash', vault_id: sale.cashVaultId, amount: 5 },
      ]),
    );
    expect(placed.status).toBe(409);
    expect(placed.body).toMatchObject({
      code: 'shift.not-open',
      params: { vault_id: sale.cashVaultId },
    });
    expect((await server.database.db.select().from(payments)).length).toBe(before);
    await settings(false);
  });

  it('refuses parts over the total and a card part above what is still owed, with codes', async () => {
    const over = await post(
      'order',
      splitOrder([
        { method: 'visa', vault_id: visaVault, amount: total - 1 },
        { method: 'cash', vault_id: sale.cashVaultId, amount: 2 },
      ]),
    );
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'payment.split-over-total',
      params: { part: 2, max: '1.00' },
    });
    const card = await post(
      'order',
      splitOrder([
        { method: 'cash', vault_id: sale.cashVaultId, amount: 10 },
        { method: 'visa', vault_id: visaVault, amount: total },
      ]),
    );
    expect(card.status).toBe(422);
    expect(card.body).toMatchObject({ code: 'payment.split-card-over-remainder' });
    const change = await post(
      'order',
      splitOrder([{ method: 'visa', vault_id: visaVault, amount: 5, cash_tendered: 10 }]),
    );
    expect(change.body.code).toBe('payment.split-change-not-cash');
  });
});

describe('a later split payment', () => {
  it('pays the rest of an order by cash and visa, each into its vault, audited once', async () => {
    const placed = await post('order', { ...splitOrder([]), is_partial: true, amount: 0 });
    const orderId = placed.body.order.id;
    const tooMuch = await post('payment', {
      order_id: orderId,
      payment_method_id: 'visa',
      is_partial: false,
      cash: total,
      payments: [{ method: 'visa', amount: total + 1 }],
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.code).toBe('payment.split-card-over-remainder');
    const paid = await post('payment', {
      order_id: orderId,
      payment_method_id: 'cash',
      is_partial: false,
      cash: total,
      payments: [
        { method: 'cash', amount: total - 4, cash_tendered: total },
        { method: 'visa', vault_id: visaVault, amount: 4 },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.payments).toMatchObject([
      { payment_method_id: 'cash', amount: total - 4, change: 4 },
      { payment_method_id: 'visa', amount: 4, change: 0 },
    ]);
    expect(paid.body.order.payment_status).toBe('Paid');
    const rows = await rowsOf(orderId);
    // A cash part without a vault goes to the order's own vault (a cash vault).
    expect(rows.map((row) => [row.method, row.vault_id])).toEqual([
      ['cash', sale.cashVaultId],
      ['visa', visaVault],
    ]);
    const audited = await server.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subject_id, orderId), eq(auditLog.action, 'payment.create')));
    expect(audited.map((row) => row.after)).toMatchObject([
      { amount: total, method: 'cash+visa', paid: total },
    ]);
    const invoices = await server.database.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.order_id, orderId));
    expect(invoices.length).toBeLessThanOrEqual(1);
    const again = await post('payment', {
      order_id: orderId,
      payment_method_id: 'cash',
      is_partial: false,
      cash: 1,
      payments: [{ method: 'cash', amount: 1 }],
    });
    expect(again.status).toBe(409);
  });
});
