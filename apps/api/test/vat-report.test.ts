// Contract test of the office's VAT report: for the day's sales and refunds, the report's
// figures per emirate equal the sums of the issued tax invoices less the credit notes, to the
// fils, with the number ranges; the CSV carries the same total; only the owner may read it.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSlots } from '../src/db/schema/catalogue.js';
import { businesses } from '../src/db/schema/people.js';
import { creditNotes } from '../src/db/schema/refunds.js';
import { taxInvoices } from '../src/db/schema/tax-invoices.js';
import { DEMO_APPROVAL_PIN } from '../src/seed/seed-demo.js';
import { ensureBranchSlots, localDate } from '../src/services/slot-service.js';
import { firstServiceOrder, seededSale, type SeededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Row {
  emirate: string | null;
  sales_net: number;
  sales_vat: number;
  credit_net: number;
  credit_vat: number;
  net: number;
  vat: number;
}
interface Report {
  data: {
    rows: Row[];
    total: Row;
    invoices: { first: string; last: string; count: number } | null;
    credit_notes: { first: string; last: string; count: number } | null;
  };
}

let server: TestServer;
let cashier: string;
let sale: SeededSale;
const today = localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE);
const booking = {
  booking_date: localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, 1),
  booking_time: '12:00',
};
const fils = (aed: number) => Math.round(aed * 100);

beforeAll(async () => {
  server = await openTestServer();
  cashier = await server.login();
  sale = await seededSale(server, cashier);
  await ensureBranchSlots(
    server.database.db,
    { businessId: 1, branchId: 1, timeZone: DEFAULT_BRANCH_TIME_ZONE },
    new Date(),
  );
  await server.database.db
    .update(timeSlots)
    .set({ capacity: 1000 })
    .where(eq(timeSlots.date, booking.booking_date));
  await server.database.db
    .update(businesses)
    .set({ vat_registered: true, trn: '100123456700003' })
    .where(eq(businesses.id, 1));
  for (let index = 0; index < 4; index += 1) {
    const order = await server.call<{ order: { id: number } }>('POST', '/api/pos/order', {
      token: cashier,
      json: { ...firstServiceOrder(sale), ...booking },
    });
    if (index % 2 === 1) continue;
    const granted = await server.call<{ data: { token: string } }>('POST', '/api/pos/approvals', {
      token: cashier,
      json: { pin: DEMO_APPROVAL_PIN, actions: ['refund'], order_id: order.body.order.id },
    });
    const refunded = await server.call('POST', '/api/pos/refunds', {
      token: cashier,
      json: {
        order_id: order.body.order.id,
        mode: 'amount',
        amount: 3.33,
        reason: 'wrong-price',
        method: 'cash',
      },
      headers: { 'Approval-Token': granted.body.data.token },
    });
    expect(refunded.status).toBe(201);
  }
});
afterAll(async () => {
  await server.close();
});

describe('the VAT report', () => {
  it("equals the day's invoices less its credit notes, per emirate, to the fils", async () => {
    const owner = await server.login('owner');
    const report = await server.call<Report>(
      'GET',
      `/api/office/vat-report?from=${today}&to=${today}`,
      { token: owner },
    );
    expect(report.status).toBe(200);
    const invoices = await server.database.db
      .select({ number: taxInvoices.number, document: taxInvoices.document })
      .from(taxInvoices)
      .where(eq(taxInvoices.business_id, 1));
    const notes = await server.database.db
      .select({ number: creditNotes.number, document: creditNotes.document })
      .from(creditNotes)
      .where(eq(creditNotes.business_id, 1));
    const dayInvoices = invoices.filter((row) => row.document.issueDate === today);
    const dayNotes = notes.filter((row) => row.document.issueDate === today);
    expect(dayInvoices).toHaveLength(4);
    expect(dayNotes).toHaveLength(2);
    const salesVat = dayInvoices.reduce((sum, row) => sum + row.document.vat, 0);
    const salesNet = dayInvoices.reduce((sum, row) => sum + row.document.net, 0);
    const creditVat = dayNotes.reduce((sum, row) => sum + row.document.difference.vat, 0);
    const creditNet = dayNotes.reduce((sum, row) => sum + row.document.difference.net, 0);
    const { total, rows, invoices: range, credit_notes: noteRange } = report.body.data;
    expect([fils(total.sales_net), fils(total.sales_vat)]).toEqual([salesNet, salesVat]);
    expect([fils(total.credit_net), fils(total.credit_vat)]).toEqual([creditNet, creditVat]);
    expect(fils(total.vat)).toBe(salesVat - creditVat);
    // The demo branches are in Dubai: the whole day is Dubai's, every other emirate is nil.
    expect(rows.find((row) => row.emirate === 'dubai')).toEqual({ ...total, emirate: 'dubai' });
    expect(rows.filter((row) => row.emirate !== 'dubai').every((row) => row.vat === 0)).toBe(true);
    expect(range).toEqual({ first: 'INV-000001', last: 'INV-000004', count: 4 });
    expect(noteRange).toEqual({ first: 'CN-000001', last: 'CN-000002', count: 2 });
    const csv = await server.call<string>(
      'GET',
      `/api/office/vat-report?from=${today}&to=${today}&format=csv`,
      { token: owner },
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.body).toContain(
      `total,${(salesNet / 100).toFixed(2)},${(salesVat / 100).toFixed(2)}`,
    );
    expect(csv.body).toContain('tax-invoices,INV-000001,INV-000004,4');
  });

  it('is empty for a day without documents and refuses a cashier', async () => {
    const owner = await server.login('owner');
    const empty = await server.call<Report>(
      'GET',
      '/api/office/vat-report?from=2020-01-01&to=2020-01-31',
      { token: owner },
    );
    expect(empty.body.data.total.vat).toBe(0);
    expect(empty.body.data.invoices).toBeNull();
    const refused = await server.call<{ code: string }>(
      'GET',
      `/api/office/vat-report?from=${today}&to=${today}`,
      { token: cashier },
    );
    expect(refused.status).toBe(403);
  });
});
