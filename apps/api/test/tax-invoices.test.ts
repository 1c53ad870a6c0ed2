// Contract tests of VAT and tax invoices: the cart and order answers carry the VAT of a
// VAT-registered business, the first payment issues a tax invoice numbered without gaps (also
// under 50 parallel paid orders), the issued row cannot change, and its public page shows it.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSlots } from '../src/db/schema/catalogue.js';
import { businesses } from '../src/db/schema/people.js';
import { taxInvoices } from '../src/db/schema/tax-invoices.js';
import { ensureBranchSlots, localDate } from '../src/services/slot-service.js';
import { firstServiceOrder, seededCarBody, seededSale, type SeededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface TaxInvoiceRef {
  number: string;
  kind: 'full' | 'simplified';
  url: string;
}
interface Order {
  id: number;
  total_price: number;
  vat: { rate_percent: number; prices_include_vat: boolean; net_price: number; vat_price: number };
  tax_invoice: TaxInvoiceRef | null;
}
interface Submitted {
  order: Order;
}

const BUSINESS_TRN = '100123456700003';
const COMPANY_TRN = '100999888700003';

let server: TestServer;
let token: string;
let sale: SeededSale;

/** Tomorrow at 10:00, a slot this file makes room in (see beforeAll). */
function nextBooking(): { booking_date: string; booking_time: string } {
  return {
    booking_date: localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, 1),
    booking_time: '10:00',
  };
}

const submit = (extra: Record<string, unknown> = {}) =>
  server.call<Submitted>('POST', '/api/pos/order', {
    token,
    json: { ...firstServiceOrder(sale), ...nextBooking(), ...extra },
  });

async function setBusiness(values: Partial<typeof businesses.$inferInsert>): Promise<void> {
  await server.database.db.update(businesses).set(values).where(eq(businesses.id, 1));
}

beforeAll(async () => {
  // 50 orders of one business take their invoice numbers one after another: on a busy machine
  // the last waits longer than the usual 10 s deadline, which is not what these tests measure.
  server = await openTestServer({ dbDeadlineMs: 120_000 });
  token = await server.login();
  sale = await seededSale(server, token);
  // Every order here books the same slot: room for all of them, so only invoicing is tested.
  await ensureBranchSlots(
    server.database.db,
    { businessId: 1, branchId: 1, timeZone: DEFAULT_BRANCH_TIME_ZONE },
    new Date(),
  );
  await server.database.db
    .update(timeSlots)
    .set({ capacity: 1000 })
    .where(eq(timeSlots.date, nextBooking().booking_date));
  await setBusiness({
    vat_registered: true,
    prices_include_vat: false,
    trn: BUSINESS_TRN,
    legal_name_en: 'Lamaa Car Care LLC',
    legal_name_ar: 'لمعة للعناية بالسيارات ذ.م.م',
    address: 'Al Quoz 3, Dubai',
  });
});
afterAll(async () => {
  await server.close();
});

describe('VAT on the cart and the order', () => {
  it('adds 5 % to prices without VAT, and shows it on the cart and the order', async () => {
    const cart = await server.call<{
      total_price: number;
      subtotal_price: number;
      vat: Order['vat'];
    }>('POST', '/api/pos/cart', { token, json: { ...firstServiceOrder(sale) } });
    expect(cart.status).toBe(200);
    const { vat } = cart.body;
    expect(vat).toMatchObject({ rate_percent: 5, prices_include_vat: false });
    expect(Math.round((vat.net_price + vat.vat_price) * 100)).toBe(
      Math.round(cart.body.total_price * 100),
    );
    expect(Math.round(vat.vat_price * 100)).toBe(Math.round(vat.net_price * 5));
    const order = await submit();
    expect(order.status).toBe(201);
    expect(order.body.order.vat).toEqual(vat);
    expect(order.body.order.total_price).toBe(cart.body.total_price);
  });

  it('keeps the total of a business without VAT and takes VAT out of prices that include it', async () => {
    const price = () =>
      server.call<{ total_price: number; vat: Order['vat'] | null }>('POST', '/api/pos/cart', {
        token,
        json: firstServiceOrder(sale),
      });
    await setBusiness({ vat_registered: false });
    const plain = await price();
    await setBusiness({ vat_registered: true, prices_include_vat: true });
    const inclusive = await price();
    await setBusiness({ prices_include_vat: false });
    expect(plain.body.vat).toBeNull();
    expect(inclusive.body.total_price).toBe(plain.body.total_price);
    expect(inclusive.body.vat?.prices_include_vat).toBe(true);
    const { net_price: net = 0, vat_price: vat = 0 } = inclusive.body.vat ?? {};
    expect(Math.round((net + vat) * 100)).toBe(Math.round(plain.body.total_price * 100));
    expect(vat).toBeGreaterThan(0);
  });
});

describe('tax invoices', () => {
  it('issues a simplified invoice at the first payment, and the same one at the next', async () => {
    const unpaid = await submit({ is_partial: true, amount: 0 });
    expect(unpaid.body.order.tax_invoice).toBeNull();
    const pay = (cash: number) =>
      server.call<{ order: Order }>('POST', '/api/pos/payment', {
        token,
        json: {
          order_id: unpaid.body.order.id,
          payment_method_id: 'cash',
          is_partial: true,
          cash,
        },
      });
    const first = await pay(10);
    expect(first.status).toBe(200);
    const invoice = first.body.order.tax_invoice;
    expect(invoice?.kind).toBe('simplified');
    expect(invoice?.number).toMatch(/^INV-\d{6}$/);
    expect(invoice?.url).toMatch(/^\/i\/[A-Za-z0-9_-]{24}$/);
    const second = await pay(5);
    expect(second.body.order.tax_invoice).toEqual(invoice);
  });

  it('issues a full invoice to a registered company that asks, naming both TRNs', async () => {
    const company = {
      name: 'Omar Saeed',
      phone: '0501239876',
      phone_country: 'AE',
      company_name: 'Fleet Trading LLC',
      address: 'Mussafah, Abu Dhabi',
    };
    const refused = await server.call<{ code: string; errors: Record<string, string[]> }>(
      'POST',
      '/api/pos/customers',
      { token, json: { ...company, trn: '10099988870000' } },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('business.trn-invalid');
    expect(Object.keys(refused.body.errors)).toEqual(['trn']);
    const created = await server.call<{ data: { id: number; trn: string; company_name: string } }>(
      'POST',
      '/api/pos/customers',
      { token, json: { ...company, trn: COMPANY_TRN } },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      company_name: 'Fleet Trading LLC',
      trn: COMPANY_TRN,
    });
    const customer = created.body.data.id;
    const car = await server.call<{ data: { id: number } }>('POST', '/api/pos/cars', {
      token,
      json: seededCarBody(customer, '70707'),
    });
    const buyer = { user_id: customer, car_id: car.body.data.id };
    const asked = await submit({ ...buyer, is_full_tax_invoice: true });
    const notAsked = await submit(buyer);
    expect(asked.body.order.tax_invoice?.kind).toBe('full');
    expect(notAsked.body.order.tax_invoice?.kind).toBe('simplified');
    const [row] = await server.database.db
      .select()
      .from(taxInvoices)
      .where(eq(taxInvoices.order_id, asked.body.order.id));
    expect(row?.document.recipient).toEqual({
      name: 'Fleet Trading LLC',
      address: 'Mussafah, Abu Dhabi',
      trn: COMPANY_TRN,
    });
    expect(row?.document.supplier.trn).toBe(BUSINESS_TRN);
    const page = await server.call<string>('GET', asked.body.order.tax_invoice?.url ?? '');
    expect(page.body).toContain(COMPANY_TRN);
    expect(page.body).toContain('Fleet Trading LLC');
  });

  it('issues a full invoice for a sale above AED 10,000 without a TRN', async () => {
    const product = sale.products[0];
    if (!product) throw new Error('The seed has no product.');
    const quantity = Math.ceil(10_001 / product.price);
    const big = await submit({
      purchasables: [{ purchasable_id: product.id, purchasable_type: 'product', quantity }],
    });
    expect(big.status).toBe(201);
    expect(big.body.order.total_price).toBeGreaterThan(10_000);
    expect(big.body.order.tax_invoice?.kind).toBe('full');
  });

  it('numbers 50 parallel paid orders without a gap or a repeat', async () => {
    const before = await server.database.db
      .select({ counter: businesses.invoice_counter })
      .from(businesses)
      .where(eq(businesses.id, 1));
    const start = before[0]?.counter ?? 0;
    const bodies = Array.from({ length: 50 }, () => ({
      ...firstServiceOrder(sale),
      ...nextBooking(),
    }));
    const answers = await Promise.all(
      bodies.map((json) => server.call<Submitted>('POST', '/api/pos/order', { token, json })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const numbers = answers.map((answer) => answer.body.order.tax_invoice?.number).sort();
    const expected = Array.from(
      { length: 50 },
      (_, index) => `INV-${String(start + index + 1).padStart(6, '0')}`,
    );
    expect(numbers).toEqual(expected);
  });

  it('numbers 50 parallel first payments without a gap or a repeat', async () => {
    // Payments lock only their order, so the invoice counter alone keeps them in line.
    const unpaid: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      unpaid.push((await submit({ is_partial: true, amount: 0 })).body.order.id);
    }
    const [row] = await server.database.db
      .select({ counter: businesses.invoice_counter })
      .from(businesses)
      .where(eq(businesses.id, 1));
    const start = row?.counter ?? 0;
    const answers = await Promise.all(
      unpaid.map((id) =>
        server.call<{ order: Order }>('POST', '/api/pos/payment', {
          token,
          json: { order_id: id, payment_method_id: 'visa', is_partial: false, cash: 0 },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const numbers = answers.map((answer) => answer.body.order.tax_invoice?.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 50 }, (_, index) => `INV-${String(start + index + 1).padStart(6, '0')}`),
    );
  });

  it('issues nothing for a business that is not VAT-registered', async () => {
    await setBusiness({ vat_registered: false });
    const order = await submit();
    await setBusiness({ vat_registered: true });
    expect(order.body.order).toMatchObject({ vat: null, tax_invoice: null });
  });

  it('never changes or deletes an issued invoice', async () => {
    const order = await submit();
    const update = server.database.db
      .update(taxInvoices)
      .set({ kind: 'full' })
      .where(eq(taxInvoices.order_id, order.body.order.id));
    await expect(update).rejects.toThrow();
    const remove = server.database.db
      .delete(taxInvoices)
      .where(eq(taxInvoices.order_id, order.body.order.id));
    await expect(remove).rejects.toThrow();
    const [row] = await server.database.db
      .select({ kind: taxInvoices.kind })
      .from(taxInvoices)
      .where(eq(taxInvoices.order_id, order.body.order.id));
    expect(row?.kind).toBe('simplified');
  });

  it('keeps the issued document when the business changes later', async () => {
    const order = await submit();
    await setBusiness({ trn: '100555444300003' });
    const page = await server.call<string>('GET', order.body.order.tax_invoice?.url ?? '');
    await setBusiness({ trn: BUSINESS_TRN });
    expect(page.body).toContain(BUSINESS_TRN);
    expect(page.body).not.toContain('100555444300003');
  });
});

describe('the public invoice page', () => {
  it('shows the invoice in English and Arabic with the business TRN and print styles', async () => {
    const order = await submit();
    const url = order.body.order.tax_invoice?.url ?? '';
    const page = await server.call<string>('GET', url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Tax Invoice');
    expect(page.body).toContain('فاتورة ضريبية');
    expect(page.body).toContain(BUSINESS_TRN);
    expect(page.body).toContain('لمعة للعناية بالسيارات');
    expect(page.body).toContain('size: A4');
    const receipt = await server.call<string>('GET', `${url}?paper=80mm`);
    expect(receipt.body).toContain('size: 80mm auto');
  });

  it('answers 404 for a token that names no invoice', async () => {
    const page = await server.call<string>('GET', '/i/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.status).toBe(404);
    expect(page.body).toContain('No tax invoice is found at this link.');
    expect((await server.call<string>('GET', '/i/<script>')).status).toBe(404);
  });
});
