// Contract tests of order submission (one transaction, idempotency, slot capacity under
// concurrency), the orders page, the soft delete and payments.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeSlots } from '../src/db/schema/catalogue.js';
import { orders, payments } from '../src/db/schema/orders.js';
import { localDate } from '../src/services/slot-service.js';
import { fieldCases } from './field-cases.js';
import { seededCarBody } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

/** Orders of the demo business, soft-deleted ones included: what a duplicate would add to. */
async function orderCount(): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.business_id, 1));
  return row?.n ?? 0;
}

interface Order {
  id: number;
  order_number: string;
  status: string;
  payment_status: string | null;
  total_price: number;
  cash: number;
  shipping_price: number;
  items: { name: { en: string }; price: number }[];
}
interface Submitted {
  success: boolean;
  message: string;
  order: Order;
}
interface Page {
  data: Order[];
  current_page: number;
  per_page: number;
  total: number;
  next_page_url: string | null;
  prev_page_url: string | null;
}

let server: TestServer;
let token: string;
let base: Record<string, unknown>;
let vaults: { id: number; type: string }[];

const post = <T>(path: string, json: unknown, headers: Record<string, string> = {}) =>
  server.call<T>('POST', path, { token, json, headers });
const get = <T>(path: string) => server.call<T>('GET', path, { token });
const day = (offset: number) => localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, offset);
const order = (extra: Record<string, unknown> = {}) => ({ ...base, ...extra });
const seeded = async (status: string) => {
  const [row] = await server.database.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.business_id, 1),
        eq(orders.status, status),
        eq(orders.payment_status, 'Unpaid'),
        isNull(orders.deleted_at),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`No unpaid seeded ${status} order`);
  return row;
};

beforeAll(async () => {
  server = await openTestServer();
  token = await server.login();
  const services = (
    await get<{
      data: { id: number; name: { en: string }; options: { id: number; name: { en: string } }[] }[];
    }>('/api/services')
  ).body.data;
  const wash = services.find((entry) => entry.name.en === 'Exterior Wash');
  const customer = (
    await post<{ data: { id: number } }>('/api/pos/customers', {
      name: 'Order Tester',
      phone: '0509871234',
      phone_country: 'AE',
    })
  ).body.data.id;
  const car = (
    await post<{ data: { id: number } }>('/api/pos/cars', seededCarBody(customer, '45678'))
  ).body.data.id;
  vaults = (await get<{ data: { id: number; type: string }[] }>('/api/pos/vaults')).body.data;
  base = {
    car_id: car,
    user_id: customer,
    purchasables: [
      {
        purchasable_id: wash?.id,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: wash?.options.map((choice) => choice.id),
      },
    ],
    vault_id: vaults.find((vault) => vault.type === 'cash')?.id,
    payment_method: 'cash',
    location_type: 'in_shop',
    booking_date: day(3),
    booking_time: '09:00',
  };
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/pos/order', () => {
  it('creates a paid order with its items, priced by the server, and books the slot', async () => {
    const answer = await post<Submitted>('/api/pos/order', order());
    expect(answer.status).toBe(201);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toBe('Order submitted successfully');
    expect(answer.body.order).toMatchObject({
      status: 'pending',
      payment_status: 'Paid',
      total_price: 110.25,
      cash: 110.25,
    });
    expect(answer.body.order.order_number).toMatch(/^LM-\d{6}$/);
    expect(answer.body.order.items.map((item) => item.price)).toEqual([105]);
    const [slot] = await server.database.db
      .select()
      .from(timeSlots)
      .where(
        and(
          eq(timeSlots.branch_id, 1),
          eq(timeSlots.type, 'in_shop'),
          eq(timeSlots.date, day(3)),
          eq(timeSlots.from, '09:00'),
        ),
      );
    expect(slot?.booked).toBe(1);
  });

  it('takes a partial payment and refuses an amount above the total', async () => {
    const partial = await post<Submitted>(
      '/api/pos/order',
      order({ is_partial: true, amount: 20, booking_time: '10:00' }),
    );
    expect(partial.body.order).toMatchObject({ payment_status: 'Partially paid', cash: 20 });
    const tooMuch = await post<{ message: string }>(
      '/api/pos/order',
      order({ is_partial: true, amount: 500, booking_time: '10:00' }),
    );
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      code: 'order.amount-out-of-range',
      params: { max: '110.25' },
    });
    expect(tooMuch.body.message).toBe('Amount must be between 0 and 110.25');
  });

  it('needs an address for an outdoor order and adds shipping', async () => {
    const missing = await post<{ errors: Record<string, string[]> }>(
      '/api/pos/order',
      order({ location_type: 'remote', booking_time: '10:00' }),
    );
    expect(missing.status).toBe(422);
    expect(missing.body.errors.address).toEqual([
      'An outdoor order needs an address or a location on the map.',
    ]);
    const remote = await post<Submitted>(
      '/api/pos/order',
      order({
        location_type: 'remote',
        booking_time: '10:00',
        pickup_address: { lat: 25.2, lng: 55.27, details: 'Villa 3' },
      }),
    );
    expect(remote.status).toBe(201);
    expect(remote.body.order.shipping_price).toBe(25);
  });

  it('refuses an empty cart, an invalid coupon and an exclusivity conflict', async () => {
    const empty = await post<{ message: string }>('/api/pos/order', order({ purchasables: [] }));
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: 'checkout.cart-empty' });
    expect(empty.body.message).toBe('Cannot submit empty cart.');
    const coupon = await post<{ message: string }>(
      '/api/pos/order',
      order({ coupon_code: 'SAVE50' }),
    );
    expect(coupon.status).toBe(422);
    expect(coupon.body).toMatchObject({
      code: 'coupon.minimum-total-not-met',
      params: { minimum: '300.00' },
    });
    expect(coupon.body.message).toBe('This coupon needs a cart subtotal of at least AED 300.00.');
  });

  it('answers 404 for an unknown vault, 422 for a slot that does not exist and 409 for a full one', async () => {
    const vault = await post<{ code: string }>('/api/pos/order', order({ vault_id: 99_999 }));
    expect([vault.status, vault.body.code]).toEqual([404, 'vault.not-found']);
    const missing = await post<{ code: string }>(
      '/api/pos/order',
      order({ booking_time: '07:00' }),
    );
    expect([missing.status, missing.body.code]).toEqual([422, 'slot.not-found']);
    const full = await post<{ message: string }>(
      '/api/pos/order',
      order({ booking_date: day(1), booking_time: '10:00' }),
    );
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'slot.full' });
    expect(full.body.message).toBe(
      'This time slot is fully booked. Please select another time slot.',
    );
  });

  it('replays the first answer for the same Idempotency-Key and body, and refuses another body', async () => {
    const body = order({ booking_time: '11:00' });
    const before = await orderCount();
    const first = await post<Submitted>('/api/pos/order', body, {
      'Idempotency-Key': 'order-key-1',
    });
    const again = await post<Submitted>('/api/pos/order', body, {
      'Idempotency-Key': 'order-key-1',
    });
    expect(again.status).toBe(201);
    expect(again.body.order.id).toBe(first.body.order.id);
    const rows = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, first.body.order.id));
    expect(rows).toHaveLength(1);
    expect(await orderCount()).toBe(before + 1);
    const other = await post<{ message: string }>(
      '/api/pos/order',
      order({ booking_time: '12:00' }),
      { 'Idempotency-Key': 'order-key-1' },
    );
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/already used with a different request/);
    expect(await orderCount()).toBe(before + 1);
  });

  it('makes one order from concurrent duplicates with one key', async () => {
    const body = order({ booking_time: '13:00' });
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post<Submitted>('/api/pos/order', body, { 'Idempotency-Key': 'order-key-concurrent' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.order.id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  it('books exactly 3 of 50 concurrent orders for a slot of capacity 3', async () => {
    const body = order({ booking_date: day(4), booking_time: '15:00' });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post('/api/pos/order', body, { 'Idempotency-Key': `rush-${index}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    const [slot] = await server.database.db
      .select()
      .from(timeSlots)
      .where(
        and(
          eq(timeSlots.branch_id, 1),
          eq(timeSlots.type, 'in_shop'),
          eq(timeSlots.date, day(4)),
          eq(timeSlots.from, '15:00'),
        ),
      );
    expect(slot?.booked).toBe(3);
    const booked = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.slot_id, slot?.id ?? 0));
    expect(booked).toHaveLength(3);
  });

  it.each(
    fieldCases(
      {
        car_id: 1,
        user_id: 1,
        purchasables: [
          { purchasable_id: 1, purchasable_type: 'service', quantity: 1, option_ids: [1] },
        ],
        vault_id: 1,
        payment_method: 'cash',
        location_type: 'in_shop',
        booking_date: '2030-01-01',
        booking_time: '10:00',
      },
      [
        'car_id',
        'user_id',
        'purchasables',
        'vault_id',
        'payment_method',
        'location_type',
        'booking_date',
        'booking_time',
      ],
      {
        car_id: 'x',
        user_id: -4,
        purchasables: {},
        coupon_code: 5,
        coupon_id: 'c',
        vault_id: 'cash',
        payment_method: 'cheque',
        is_partial: 'maybe',
        amount: 'ten',
        payment_reference: 9,
        location_type: 'garage',
        address: 'a'.repeat(501),
        booking_date: 'tomorrow',
        booking_time: '10am',
        pickup_address: { lat: 'x' },
        drop_off_address: 'here',
      },
    ),
  )('answers 422 for $label', async ({ body, field }) => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/order', body);
    expect(answer.status).toBe(422);
    expect(
      Object.keys(answer.body.errors).some((key) => key === field || key.startsWith(`${field}.`)),
    ).toBe(true);
  });

  it('answers 422 for an empty Idempotency-Key', async () => {
    expect((await post('/api/pos/order', order(), { 'Idempotency-Key': ' ' })).status).toBe(422);
  });
});

describe('GET /api/pos/order', () => {
  it('answers the first page of 15, newest first, with Laravel-style links', async () => {
    const page = await get<Page>('/api/pos/order');
    expect(page.body.current_page).toBe(1);
    expect(page.body.per_page).toBe(15);
    expect(page.body.data).toHaveLength(15);
    expect(page.body.total).toBeGreaterThanOrEqual(210);
    expect(page.body.prev_page_url).toBeNull();
    expect(new URL(page.body.next_page_url ?? '').searchParams.get('page')).toBe('2');
    const ids = page.body.data.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await get<Page>('/api/pos/order?page=2');
    expect(new URL(second.body.prev_page_url ?? '').searchParams.get('page')).toBe('1');
    expect(second.body.data[0]?.id).toBeLessThan(ids.at(-1) ?? 0);
  });

  it('holds orders in every status of the spec', async () => {
    const rows = await server.database.db
      .selectDistinct({ status: orders.status })
      .from(orders)
      .where(eq(orders.business_id, 1));
    expect(rows.map((row) => row.status).sort()).toEqual([
      'cancelled',
      'completed',
      'delivered',
      'pending',
      'processing',
      'received',
      'waiting for payment',
    ]);
  });

  it('searches by order number (with or without #), customer name and plate', async () => {
    const latest = (await get<Page>('/api/pos/order')).body.data[0];
    const byNumber = await get<Page>(
      `/api/pos/order?q=${encodeURIComponent(`#${latest?.order_number}`)}`,
    );
    expect(byNumber.body.data.map((entry) => entry.id)).toEqual([latest?.id]);
    const byName = await get<Page>('/api/pos/order?q=order%20tester');
    expect(byName.body.data.length).toBeGreaterThanOrEqual(5);
    expect(byName.body.data.every((entry) => entry.order_number.startsWith('LM-'))).toBe(true);
    const byPlate = await get<Page>('/api/pos/order?q=345678');
    expect(byPlate.body.data.map((entry) => entry.id)).toEqual(
      byName.body.data.map((entry) => entry.id),
    );
    const none = await get<Page>('/api/pos/order?q=no-such-order');
    expect(none.body).toEqual({
      data: [],
      current_page: 1,
      per_page: 15,
      next_page_url: null,
      prev_page_url: null,
    });
  });

  it('keeps the total equal to the live orders as orders are made and deleted', async () => {
    const before = (await get<Page>('/api/pos/order')).body.total;
    const live = await server.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.business_id, 1), isNull(orders.deleted_at)));
    expect(before).toBe(live.length);
    const made = await post<Submitted>(
      '/api/pos/order',
      order({ booking_date: day(6), booking_time: '18:00', is_partial: true, amount: 0 }),
    );
    expect((await get<Page>('/api/pos/order')).body.total).toBe(before + 1);
    const deleted = await server.call('DELETE', `/api/pos/${made.body.order.id}`, { token });
    expect(deleted.status).toBe(200);
    expect((await get<Page>('/api/pos/order')).body.total).toBe(before);
  });

  it('keeps per_page and q in the links and refuses bad page numbers', async () => {
    const page = await get<Page>('/api/pos/order?per_page=5&q=lm-');
    const next = new URL(page.body.next_page_url ?? '');
    expect([next.searchParams.get('per_page'), next.searchParams.get('q')]).toEqual(['5', 'lm-']);
    expect((await get('/api/pos/order?page=0')).status).toBe(422);
    expect((await get('/api/pos/order?per_page=101')).status).toBe(422);
    expect((await get('/api/pos/order?page=abc')).status).toBe(422);
  });
});

describe('DELETE /api/pos/{id}', () => {
  it('soft-deletes a pending order with who and when, and frees its slot', async () => {
    // A booking with nothing paid yet (a partial payment of 0): nothing to refund.
    const created = await post<Submitted>(
      '/api/pos/order',
      order({ booking_date: day(5), booking_time: '16:00', is_partial: true, amount: 0 }),
    );
    expect(created.body.order.payment_status).toBeNull();
    const answer = await server.call('DELETE', `/api/pos/${created.body.order.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: 'Order deleted successfully' });
    const [row] = await server.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, created.body.order.id));
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(row?.deleted_by).toBe(1);
    const [slot] = await server.database.db
      .select()
      .from(timeSlots)
      .where(eq(timeSlots.id, row?.slot_id ?? 0));
    expect(slot?.booked).toBe(0);
    const listed = await get<Page>(`/api/pos/order?q=${created.body.order.order_number}`);
    expect(listed.body.data).toEqual([]);
    expect(
      (await server.call('DELETE', `/api/pos/${created.body.order.id}`, { token })).status,
    ).toBe(404);
  });

  it.each(['waiting for payment', 'cancelled'])('deletes a %s order', async (status) => {
    const row = await seeded(status);
    expect((await server.call('DELETE', `/api/pos/${row.id}`, { token })).status).toBe(200);
  });

  it.each(['processing', 'received', 'completed', 'delivered'])(
    'answers 409 for a %s order',
    async (status) => {
      const [row] = await server.database.db
        .select()
        .from(orders)
        .where(and(eq(orders.business_id, 1), eq(orders.status, status)))
        .limit(1);
      const answer = await server.call('DELETE', `/api/pos/${row?.id}`, { token });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('order.status-not-deletable');
      expect(answer.body.message).toBe(
        `A ${status} order cannot be deleted. Only pending, cancelled or waiting-for-payment orders can be deleted.`,
      );
    },
  );

  it.each(['Paid', 'Partially paid'])(
    'answers 409 for a pending order %s, and keeps it: money is undone by a refund',
    async (payment) => {
      const [row] = await server.database.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.business_id, 1),
            eq(orders.status, 'pending'),
            eq(orders.payment_status, payment),
            isNull(orders.deleted_at),
          ),
        )
        .limit(1);
      if (!row) throw new Error(`No seeded pending order ${payment}`);
      const answer = await server.call('DELETE', `/api/pos/${row.id}`, { token });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('order.has-payments');
      const [kept] = await server.database.db.select().from(orders).where(eq(orders.id, row.id));
      expect(kept?.deleted_at).toBeNull();
    },
  );

  it('answers 404 for an id that is not a number', async () => {
    expect((await server.call('DELETE', '/api/pos/abc', { token, unchecked: true })).status).toBe(
      404,
    );
  });
});

describe('POST /api/pos/payment', () => {
  it('refuses money on a cancelled order with 409 order.cancelled-not-payable', async () => {
    const cancelled = await seeded('cancelled');
    const answer = await post<{ code: string }>('/api/pos/payment', {
      order_id: cancelled.id,
      payment_method_id: 'cash',
      is_partial: true,
      cash: 1,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('order.cancelled-not-payable');
  });

  it("refuses a payment into another business's vault with 404 vault.not-found", async () => {
    const target = await seeded('waiting for payment');
    const stranger = await server.login('second');
    const [theirs] = (
      await server.call<{ data: { id: number }[] }>('GET', '/api/pos/vaults', { token: stranger })
    ).body.data;
    const answer = await post<{ code: string }>('/api/pos/payment', {
      order_id: target.id,
      payment_method_id: 'visa',
      is_partial: false,
      cash: 0,
      vault_id: theirs?.id,
    });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('vault.not-found');
  });

  it('takes partial cash, refuses too much, then completes with change', async () => {
    const target = await seeded('waiting for payment');
    const total = target.total_fils / 100;
    const partial = await post<{
      message: string;
      order: Order;
      payment: { amount: number; reference_number: string };
    }>('/api/pos/payment', {
      order_id: target.id,
      payment_method_id: 'cash',
      is_partial: true,
      cash: 10,
    });
    expect(partial.status).toBe(200);
    expect(partial.body.message).toBe('Partial payment processed successfully');
    expect(partial.body.order.payment_status).toBe('Partially paid');
    expect(partial.body.payment.reference_number).toMatch(/^PAY-\d{6}$/);
    const over = await post<{ message: string }>('/api/pos/payment', {
      order_id: target.id,
      payment_method_id: 'cash',
      is_partial: true,
      cash: total,
    });
    expect(over.body.message).toBe('Partial payment amount cannot exceed order total');
    const short = await post<{ message: string }>('/api/pos/payment', {
      order_id: target.id,
      payment_method_id: 'cash',
      is_partial: false,
      cash: 1,
    });
    expect(short.body.message).toBe(
      'Cash amount must be greater than or equal to order total for full payment',
    );
    const full = await post<{
      message: string;
      order: Order;
      payment: { amount: number; change: number };
    }>('/api/pos/payment', {
      order_id: target.id,
      payment_method_id: 'cash',
      is_partial: false,
      cash: total + 50,
    });
    expect(full.body.message).toBe('Payment completed successfully');
    expect(full.body.order.payment_status).toBe('Paid');
    expect(full.body.payment.amount).toBeCloseTo(total - 10, 2);
    expect(full.body.payment.change).toBeCloseTo(60, 2);
    const again = await post<{ message: string }>('/api/pos/payment', {
      order_id: target.id,
      payment_method_id: 'visa',
      is_partial: false,
      cash: total,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already paid.');
  });

  it('refuses a cash payment of 0', async () => {
    const target = await seeded('pending');
    const answer = await post<{ message: string }>('/api/pos/payment', {
      order_id: target.id,
      payment_method_id: 'cash',
      is_partial: true,
      cash: 0,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Please enter a valid cash amount');
  });

  it('replays a payment for the same key, and never takes more than the total under concurrency', async () => {
    const target = await seeded('pending');
    const body = {
      order_id: target.id,
      payment_method_id: 'visa',
      is_partial: false,
      cash: target.total_fils / 100,
      payment_reference: 'AUTH-123',
    };
    const first = await post<{ payment: { id: number } }>('/api/pos/payment', body, {
      'Idempotency-Key': 'pay-1',
    });
    const replay = await post<{ payment: { id: number } }>('/api/pos/payment', body, {
      'Idempotency-Key': 'pay-1',
    });
    expect(replay.body.payment.id).toBe(first.body.payment.id);
    const other = await seeded('pending');
    const rush = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/pos/payment', {
          order_id: other.id,
          payment_method_id: 'visa',
          is_partial: false,
          cash: other.total_fils / 100,
        }),
      ),
    );
    expect(rush.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(rush.filter((answer) => answer.status === 409)).toHaveLength(9);
    const taken = await server.database.db
      .select()
      .from(payments)
      .where(eq(payments.order_id, other.id));
    expect(taken.reduce((sum, row) => sum + row.amount_fils, 0)).toBe(other.total_fils);
  });

  it('answers 404 for an unknown order', async () => {
    expect(
      (
        await post('/api/pos/payment', {
          order_id: 999_999,
          payment_method_id: 'cash',
          is_partial: false,
          cash: 10,
        })
      ).status,
    ).toBe(404);
  });

  it.each(
    fieldCases(
      { order_id: 1, payment_method_id: 'cash', is_partial: false, cash: 10 },
      ['order_id', 'payment_method_id', 'is_partial', 'cash'],
      {
        order_id: 'first',
        payment_method_id: 'online',
        is_partial: 'no',
        cash: 'lots',
        payment_reference: 42,
      },
    ),
  )('answers 422 for $label', async ({ body, field }) => {
    const answer = await post<{ errors: Record<string, string[]> }>('/api/pos/payment', body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });
});
