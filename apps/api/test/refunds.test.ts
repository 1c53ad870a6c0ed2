// Contract tests of refunds and tax credit notes: a refund needs the manager's approval, gives
// back the whole order, chosen items or an amount, never more than was paid (also when two race),
// writes a negative payment, issues a gapless credit note frozen like an invoice, and moves the
// order's payment state; the credit note's public page shows both documents' numbers.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.js';
import { timeSlots } from '../src/db/schema/catalogue.js';
import { payments } from '../src/db/schema/orders.js';
import { businesses } from '../src/db/schema/people.js';
import { creditNotes, refunds } from '../src/db/schema/refunds.js';
import { DEMO_APPROVAL_PIN } from '../src/seed/seed-demo.js';
import { ensureBranchSlots, localDate } from '../src/services/slot-service.js';
import { firstServiceOrder, seededSale, type SeededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Order {
  id: number;
  total_price: number;
  payment_status: string | null;
  refunded: number;
  items: { id: number }[];
  tax_invoice: { number: string; url: string } | null;
  credit_notes: { number: string; url: string; invoice_number: string }[];
}
interface Refunded {
  data: {
    refund: { amount: number; vat: number; method: string };
    credit_note: { number: string; url: string; invoice_number: string } | null;
    order: Order;
  };
  code?: string;
  params?: Record<string, string>;
}

const BUSINESS_TRN = '100123456700003';

let server: TestServer;
let token: string;
let sale: SeededSale;

const booking = () => ({
  booking_date: localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, 1),
  booking_time: '11:00',
});

/** A paid order of two services (or one), cash by default. */
async function paidOrder(extra: Record<string, unknown> = {}): Promise<Order> {
  const base = firstServiceOrder(sale);
  const second = sale.services[1];
  const purchasables = [
    ...(base['purchasables'] as unknown[]),
    ...(second?.options[0]
      ? [
          {
            purchasable_id: second.id,
            purchasable_type: 'service',
            quantity: 1,
            option_ids: [second.options[0].id],
          },
        ]
      : []),
  ];
  const answer = await server.call<{ order: Order }>('POST', '/api/pos/order', {
    token,
    json: { ...base, purchasables, ...booking(), ...extra },
  });
  expect(answer.status).toBe(201);
  return answer.body.order;
}

const approve = async (orderId: number) => {
  const granted = await server.call<{ data: { token: string } }>('POST', '/api/pos/approvals', {
    token,
    json: { pin: DEMO_APPROVAL_PIN, actions: ['refund'], order_id: orderId },
  });
  expect(granted.status).toBe(201);
  return granted.body.data.token;
};

const refund = (json: Record<string, unknown>, approval?: string) =>
  server.call<Refunded>('POST', '/api/pos/refunds', {
    token,
    json: { reason: 'customer-unhappy', method: 'original', ...json },
    ...(approval === undefined ? {} : { headers: { 'Approval-Token': approval } }),
  });

const fils = (aed: number) => Math.round(aed * 100);

beforeAll(async () => {
  server = await openTestServer({ dbDeadlineMs: 120_000 });
  token = await server.login();
  sale = await seededSale(server, token);
  await ensureBranchSlots(
    server.database.db,
    { businessId: 1, branchId: 1, timeZone: DEFAULT_BRANCH_TIME_ZONE },
    new Date(),
  );
  await server.database.db
    .update(timeSlots)
    .set({ capacity: 1000 })
    .where(eq(timeSlots.date, booking().booking_date));
  await server.database.db
    .update(businesses)
    .set({ vat_registered: true, prices_include_vat: false, trn: BUSINESS_TRN })
    .where(eq(businesses.id, 1));
});
afterAll(async () => {
  await server.close();
});

describe('a refund', () => {
  it("needs a manager's approval, then refunds one item with a credit note", async () => {
    const order = await paidOrder();
    const line = order.items[1] ?? order.items[0];
    if (!line) throw new Error('The order has no item.');
    const refused = await refund({ order_id: order.id, mode: 'lines', line_ids: [line.id] });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('approval.required');
    const made = await refund(
      { order_id: order.id, mode: 'lines', line_ids: [line.id] },
      await approve(order.id),
    );
    expect(made.status).toBe(201);
    const { credit_note: note, order: after, refund: given } = made.body.data;
    expect(note?.number).toMatch(/^CN-\d{6}$/);
    expect(note?.invoice_number).toBe(order.tax_invoice?.number);
    expect(after.payment_status).toBe('Partially refunded');
    expect(after.refunded).toBe(given.amount);
    expect(after.credit_notes).toEqual([note]);
    expect(given.amount).toBeLessThan(order.total_price);
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.order_id, order.id))
      .orderBy(payments.id)
      .offset(1);
    expect(payment?.amount_fils).toBe(-fils(given.amount));
    const [audited] = await server.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.subject_id, order.id), eq(auditLog.action, 'refund.create')));
    expect(audited?.after).toMatchObject({ amount: given.amount, credit_note: note?.number });
    const page = await server.call<string>('GET', note?.url ?? '');
    expect(page.status).toBe(200);
    for (const text of ['Tax Credit Note', 'إشعار دائن ضريبي', BUSINESS_TRN]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).toContain(order.tax_invoice?.number);
    expect(page.body).toContain(order.tax_invoice?.url);
    const receipt = await server.call<string>('GET', `${note?.url ?? ''}?paper=80mm`);
    expect(receipt.body).toContain('size: 80mm auto');
  });

  it('refuses a second refund of the same item, and more than is left', async () => {
    const order = await paidOrder();
    const line = order.items[0];
    if (!line) throw new Error('The order has no item.');
    await refund(
      { order_id: order.id, mode: 'lines', line_ids: [line.id] },
      await approve(order.id),
    );
    const again = await refund({ order_id: order.id, mode: 'lines', line_ids: [line.id] });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('refund.line-already-refunded');
    expect(again.body.params).toEqual({ line: line.id });
    const tooMuch = await refund({ order_id: order.id, mode: 'amount', amount: order.total_price });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.code).toBe('refund.exceeds-refundable');
  });

  it('refunds the rest as a whole, then has nothing left', async () => {
    const order = await paidOrder();
    const part = await refund(
      { order_id: order.id, mode: 'amount', amount: 10 },
      await approve(order.id),
    );
    expect(part.status).toBe(201);
    const rest = await refund({ order_id: order.id, mode: 'whole' }, await approve(order.id));
    expect(rest.status).toBe(201);
    expect(rest.body.data.order.payment_status).toBe('Refunded');
    expect(fils(part.body.data.refund.amount) + fils(rest.body.data.refund.amount)).toBe(
      fils(order.total_price),
    );
    const notes = await server.database.db
      .select({ document: creditNotes.document })
      .from(creditNotes)
      .where(eq(creditNotes.order_id, order.id));
    const vat = notes.reduce((sum, note) => sum + note.document.difference.vat, 0);
    expect(vat).toBe(notes[0]?.document.original.vat);
    const none = await refund({ order_id: order.id, mode: 'whole' });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('refund.nothing-refundable');
    const unpaid = await server.call<{ order: Order }>('POST', '/api/pos/order', {
      token,
      json: { ...firstServiceOrder(sale), ...booking(), is_partial: true, amount: 0 },
    });
    const nothing = await refund({ order_id: unpaid.body.order.id, mode: 'whole' });
    expect(nothing.body.code).toBe('refund.order-not-paid');
  });

  it('never refunds more than was paid when refunds race', async () => {
    const order = await paidOrder();
    const amount = Math.floor((order.total_price * 100 * 0.6) / 100);
    // PINs are typed one after another (parallel PIN tries count against the PIN limit).
    const tokens = [await approve(order.id), await approve(order.id), await approve(order.id)];
    const answers = await Promise.all(
      tokens.map((approval) => refund({ order_id: order.id, mode: 'amount', amount }, approval)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422]);
    const rows = await server.database.db
      .select({ amount: refunds.amount_fils })
      .from(refunds)
      .where(eq(refunds.order_id, order.id));
    expect(rows.map((row) => row.amount)).toEqual([fils(amount)]);
  });

  it('numbers parallel credit notes of many orders without a gap', async () => {
    const orders: Order[] = [];
    for (let index = 0; index < 10; index += 1) orders.push(await paidOrder());
    const [row] = await server.database.db
      .select({ counter: businesses.credit_note_counter })
      .from(businesses)
      .where(eq(businesses.id, 1));
    const start = row?.counter ?? 0;
    const approvals: string[] = [];
    for (const order of orders) approvals.push(await approve(order.id));
    const answers = await Promise.all(
      orders.map((order, index) =>
        refund({ order_id: order.id, mode: 'whole', method: 'cash' }, approvals[index]),
      ),
    );
    const numbers = answers.map((answer) => answer.body.data.credit_note?.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, index) => `CN-${String(start + index + 1).padStart(6, '0')}`),
    );
  });

  it('keeps credit notes, refunds and payments: the database refuses to change or delete them', async () => {
    const order = await paidOrder();
    await refund({ order_id: order.id, mode: 'whole' }, await approve(order.id));
    const db = server.database.db;
    await expect(
      db.update(creditNotes).set({ number: 'CN-999999' }).where(eq(creditNotes.order_id, order.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(creditNotes).where(eq(creditNotes.order_id, order.id)),
    ).rejects.toThrow();
    await expect(db.delete(refunds).where(eq(refunds.order_id, order.id))).rejects.toThrow();
    await expect(db.delete(payments).where(eq(payments.order_id, order.id))).rejects.toThrow();
    const kept = await db.select().from(payments).where(eq(payments.order_id, order.id));
    expect(kept).toHaveLength(2);
  });

  it('answers 404 for a link that names no credit note', async () => {
    const page = await server.call<string>('GET', '/c/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(404);
    expect(page.body).toContain('No tax credit note is found at this link.');
  });
});
