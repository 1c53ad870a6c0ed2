// The largest amounts and quantities the server takes (the domain's money limits), each with
// its neighbours: the value at the limit is priced, stored in the 64-bit columns and read
// back; one step above answers 422 naming the field. The cart refuses what the order could
// not store, and the cart call and the order submission answer the same.
import {
  DEFAULT_BRANCH_TIME_ZONE,
  FILS_PER_AED,
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
  MAX_ORDER_TOTAL_FILS,
  MAX_PAYMENT_FILS,
  MAX_UNIT_PRICE_FILS,
} from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../src/db/schema/orders.js';
import { localDate } from '../src/services/slot-service.js';
import { seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

type Answer = {
  code?: string;
  params?: Record<string, unknown>;
  errors?: Record<string, string[]>;
  total_price?: number;
  order?: { id: number; total_price: number; payment_status: string };
};

let server: TestServer;
let token: string;
let base: { car_id: number; user_id: number };
let product: { id: number; price: number };
let addOn: { id: number; option: number };
let vaultId: number | undefined;

const aed = (fils: number) => fils / FILS_PER_AED;
const post = (path: string, json: unknown) => server.call<Answer>('POST', path, { token, json });
const cart = (purchasables: unknown[]) => post('/api/pos/cart', { ...base, purchasables });
const order = (purchasables: unknown[], extra: Record<string, unknown> = {}) =>
  post('/api/pos/order', {
    ...base,
    purchasables,
    vault_id: vaultId,
    payment_method: 'cash',
    location_type: 'in_shop',
    booking_date: localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, 5),
    booking_time: '11:00',
    ...extra,
  });
/** `units` of the product, in lines of at most the largest quantity. */
const productLines = (units: number) =>
  Array.from({ length: Math.ceil(units / MAX_CART_LINE_QUANTITY) }, (_, index) => ({
    purchasable_id: product.id,
    purchasable_type: 'product',
    quantity: Math.min(MAX_CART_LINE_QUANTITY, units - index * MAX_CART_LINE_QUANTITY),
  }));
const addOnLine = (price: number | string) => ({
  purchasable_id: addOn.id,
  purchasable_type: 'service',
  quantity: 1,
  option_ids: [addOn.option],
  add_ons_price: price,
});
const fieldsOf = (answer: { body: Answer }) => Object.keys(answer.body.errors ?? {});

beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
  const sale = await seededSale(server, token);
  const dearest = [...sale.products].sort((a, b) => b.price - a.price)[0];
  const addOnService = sale.services.find((entry) => entry.is_add_ons && entry.options.length > 0);
  const addOnOption = addOnService?.options[0];
  if (!dearest || !addOnService || !addOnOption) throw new Error('The seed has no cart to price.');
  vaultId = sale.cashVaultId;
  base = sale.buyer;
  product = dearest;
  addOn = { id: addOnService.id, option: addOnOption.id };
});
afterAll(async () => {
  await server.close();
});

describe('an add-on price', () => {
  it('prices the largest add-on price and refuses one fils more, naming the field', async () => {
    expect((await cart([addOnLine(aed(MAX_UNIT_PRICE_FILS))])).status).toBe(200);
    for (const price of [aed(MAX_UNIT_PRICE_FILS) + 0.01, 10_000_000_000, '10000000000']) {
      const answer = await cart([addOnLine(price)]);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('money.too-large');
      expect(answer.body.params).toMatchObject({ max: String(aed(MAX_UNIT_PRICE_FILS)) });
      expect(fieldsOf(answer)).toEqual(['purchasables.0.add_ons_price']);
    }
  });

  it('refuses it in an order submission too', async () => {
    const answer = await order([addOnLine(10_000_000_000)]);
    expect([answer.status, answer.body.code]).toEqual([422, 'money.too-large']);
  });
});

describe('a cart total', () => {
  // What one unit of the product comes to with the service fee, as the server prices it.
  let unitTotalFils = 0;
  beforeAll(async () => {
    unitTotalFils = Math.round(((await cart(productLines(1))).body.total_price ?? 0) * 100);
    expect(unitTotalFils).toBeGreaterThan(0);
  });

  it('refuses 200 lines of quantity 10,000, in the cart and in the order', async () => {
    const lines = productLines(MAX_CART_LINES * MAX_CART_LINE_QUANTITY);
    expect(lines).toHaveLength(MAX_CART_LINES);
    for (const answer of [await cart(lines), await order(lines)]) {
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('cart.total-too-large');
      expect(answer.body.params).toMatchObject({ max: String(aed(MAX_ORDER_TOTAL_FILS)) });
      expect(fieldsOf(answer)).toEqual(['purchasables']);
    }
  });

  it('prices, stores and takes payment for a cart just below the limit; a few units more are refused', async () => {
    // Rounding of the fee moves a total by a fils at most: one unit of margin either side.
    const most = Math.floor(MAX_ORDER_TOTAL_FILS / unitTotalFils) - 1;
    const priced = await cart(productLines(most));
    expect(priced.status).toBe(200);
    const totalFils = Math.round((priced.body.total_price ?? 0) * 100);
    expect(totalFils).toBeLessThanOrEqual(MAX_ORDER_TOTAL_FILS);
    // Above 2^31 - 1: what the 32-bit columns could not hold.
    expect(totalFils).toBeGreaterThan(2 ** 31);

    const placed = await order(productLines(most));
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({
      total_price: aed(totalFils),
      payment_status: 'Paid',
    });
    const id = placed.body.order?.id ?? 0;
    const [stored] = await server.database.db.select().from(orders).where(eq(orders.id, id));
    expect([stored?.total_fils, stored?.paid_fils]).toEqual([totalFils, totalFils]);
    const [payment] = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.order_id, id));
    expect(payment?.amount_fils).toBe(totalFils);

    const over = productLines(most + 3);
    expect((await cart(over)).body.code).toBe('cart.total-too-large');
    expect((await order(over)).body.code).toBe('cart.total-too-large');
  });
});

describe('a quantity', () => {
  it('takes the largest quantity and refuses one more, naming the line', async () => {
    const line = { purchasable_id: product.id, purchasable_type: 'product' };
    expect((await cart([{ ...line, quantity: MAX_CART_LINE_QUANTITY }])).status).toBe(200);
    const answer = await cart([{ ...line, quantity: MAX_CART_LINE_QUANTITY + 1 }]);
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer)).toEqual(['purchasables.0.quantity']);
  });
});

describe('a partial payment', () => {
  it('refuses an amount above the largest payment, naming the field', async () => {
    const line = { purchasable_id: product.id, purchasable_type: 'product', quantity: 1 };
    const atLimit = await order([line], { is_partial: true, amount: aed(MAX_PAYMENT_FILS) });
    expect(atLimit.body.code).not.toBe('money.too-large');
    const above = await order([line], { is_partial: true, amount: aed(MAX_PAYMENT_FILS) + 0.01 });
    expect([above.status, above.body.code]).toEqual([422, 'money.too-large']);
    expect(fieldsOf(above)).toEqual(['amount']);
  });

  it('refuses cash above the largest payment on /pos/payment', async () => {
    const [target] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.payment_status, 'Unpaid'))
      .limit(1);
    const pay = (cash: number) =>
      post('/api/pos/payment', {
        order_id: target?.id,
        payment_method_id: 'cash',
        is_partial: true,
        cash,
      });
    expect((await pay(aed(MAX_PAYMENT_FILS))).body.code).toBe('payment.partial-exceeds-total');
    const above = await pay(aed(MAX_PAYMENT_FILS) + 0.01);
    expect([above.status, above.body.code]).toEqual([422, 'money.too-large']);
    expect(fieldsOf(above)).toEqual(['cash']);
  });
});
