// The office's coupons: every path as every role (the owner and managers), bad input answered
// with the domain's codes, another business's coupons out of reach, and the counter's coupon
// check enforcing every condition with its reason: active, branch, the validity window on the
// branch's calendar, the minimum total, the uses in all and per customer (a cancelled order
// gives its use back).
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders.js';
import { localDate } from '../src/services/slot-service.js';
import { DEMO_ROLES, type OfficeWorld, officeWorld } from './office-helpers.js';
import { firstServiceOrder, type SeededSale, seededCarBody, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Coupon {
  id: number;
  code: string;
  value: number;
  minimum_total: number;
  branch_ids: number[];
  is_active: boolean;
  is_archived: boolean;
}
interface Refusal {
  code: string;
  params?: Record<string, string | number>;
  errors?: Record<string, string[]>;
}
interface CartAnswer {
  is_valid_coupon: {
    value: boolean;
    reasons: string[];
    reason_codes: { code: string; params?: Record<string, string | number> }[];
  } | null;
  discount_price: number;
}

let server: TestServer;
let world: OfficeWorld;
let sale: SeededSale;
/** A second customer with a car, whose uses are their own. */
let otherBuyer: { user_id: number; car_id: number };

const day = (offset: number) => localDate(new Date(), DEFAULT_BRANCH_TIME_ZONE, offset);
let slot = 0;
/** An in-shop cash order of the seed's first service with the coupon, each in a slot of its own. */
const orderWith = (code: string) => {
  slot += 1;
  return {
    ...firstServiceOrder(sale),
    coupon_code: code,
    booking_date: day(4 + Math.floor(slot / 8)),
    booking_time: `${String(9 + (slot % 8)).padStart(2, '0')}:00`,
  };
};
const asOwner = <T>(method: string, path: string, json?: unknown) =>
  server.call<T>(method, path, { token: world.tokens.owner, json });
const asCashier = <T>(method: string, path: string, json?: unknown) =>
  server.call<T>(method, path, { token: world.tokens.cashier, json });

const coupon = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  type: 'Percentage',
  value: 10,
  ...extra,
});
const addCoupon = async (code: string, extra: Record<string, unknown> = {}) => {
  const answer = await asOwner<{ data: Coupon }>(
    'POST',
    '/api/office/coupons',
    coupon(code, extra),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
};

/** The cart answer's coupon verdict for the seed's first service, as the cashier sells it. */
const verdict = async (code: string, buyer: Record<string, unknown> = sale.buyer) => {
  const answer = await asCashier<CartAnswer>('POST', '/api/pos/cart', {
    ...firstServiceOrder(sale),
    ...buyer,
    coupon_code: code,
  });
  expect(answer.status).toBe(200);
  return answer.body.is_valid_coupon;
};
const reasonOf = async (code: string, buyer?: Record<string, unknown>) =>
  (await verdict(code, buyer))?.reason_codes[0];

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  sale = await seededSale(server, world.tokens.cashier);
  const customer = (
    await asCashier<{ data: { id: number } }>('POST', '/api/pos/customers', {
      name: 'Coupon Tester',
      phone: '0501112377',
      phone_country: 'AE',
    })
  ).body.data.id;
  const car = await asCashier<{ data: { id: number } }>(
    'POST',
    '/api/pos/cars',
    seededCarBody(customer, '77991'),
  );
  otherBuyer = { user_id: customer, car_id: car.body.data.id };
});
afterAll(async () => {
  await server.close();
});

describe('every coupon path as every role', () => {
  it.each(DEMO_ROLES)('answers the %s 2xx only for the owner and a manager', async (role) => {
    // A coupon of the manager's branch: within every office reader's reach.
    const here = { branch_ids: [world.ownBranch] };
    const mine = await addCoupon(`ROLE-${role}`, here);
    const calls = [
      { method: 'GET', path: '/api/office/coupons' },
      { method: 'POST', path: '/api/office/coupons', json: coupon(`NEW-${role}`, here) },
      {
        method: 'PUT',
        path: `/api/office/coupons/${mine.id}`,
        json: coupon(mine.code, { value: 15, ...here }),
      },
    ];
    const may = role === 'owner' || role === 'manager';
    const wrong: string[] = [];
    for (const call of calls) {
      const answer = await server.call<{ code?: string }>(call.method, call.path, {
        token: world.tokens[role],
        json: call.json,
      });
      const ok = may
        ? answer.status >= 200 && answer.status < 300
        : answer.status === 403 && answer.body.code === 'access.forbidden';
      if (!ok) wrong.push(`${call.method} ${call.path}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("lets a manager see their branch's coupons and change only those for it alone", async () => {
    const everywhere = await addCoupon('ALL-BRANCHES');
    const there = await addCoupon('THERE-ONLY', { branch_ids: [world.otherBranch] });
    const both = await addCoupon('BOTH-BRANCHES', {
      branch_ids: [world.ownBranch, world.otherBranch],
    });
    const asManager = <T>(method: string, path: string, json?: unknown) =>
      server.call<T>(method, path, { token: world.tokens.manager, json });
    const seen = await asManager<{ data: Coupon[] }>('GET', '/api/office/coupons');
    const codes = seen.body.data.map((entry) => entry.code);
    expect(codes).toEqual(expect.arrayContaining(['ALL-BRANCHES', 'BOTH-BRANCHES']));
    expect(codes).not.toContain('THERE-ONLY');
    // Seen, not theirs to change: it applies beyond their branch.
    for (const other of [everywhere, there, both]) {
      const changed = await asManager<Refusal>('PUT', `/api/office/coupons/${other.id}`, {
        ...coupon(other.code),
        branch_ids: [world.ownBranch],
      });
      expect(changed.status, other.code).toBe(403);
    }
    // A new coupon for every branch, or another's, is refused on the field they can fix.
    for (const branchIds of [[], [world.otherBranch]]) {
      const added = await asManager<Refusal>(
        'POST',
        '/api/office/coupons',
        coupon('MANAGER-WIDE', { branch_ids: branchIds }),
      );
      expect(added.status).toBe(422);
      expect(added.body.code).toBe('coupon.branch-beyond-reach');
      expect(Object.keys(added.body.errors ?? {})).toEqual(['branch_ids']);
    }
  });

  it("never shows nor changes another business's coupon", async () => {
    const mine = await addCoupon('MINE-ONLY');
    const theirs = await server.call<{ data: Coupon[] }>('GET', '/api/office/coupons', {
      token: world.stranger,
    });
    expect(theirs.body.data.map((entry) => entry.code)).not.toContain('MINE-ONLY');
    const taken = await server.call<Refusal>('PUT', `/api/office/coupons/${mine.id}`, {
      token: world.stranger,
      json: coupon('STOLEN'),
    });
    expect(taken.status).toBe(404);
    expect(taken.body.code).toBe('coupon.not-found');
  });
});

describe('saving a coupon', () => {
  it('keeps the code upper-case and the value in hundredths, and archives instead of deleting', async () => {
    const saved = await addCoupon(' spring-25 ', {
      value: 12.5,
      minimum_total: 150.5,
      valid_from: day(0),
      valid_to: day(30),
      total_uses: 100,
      uses_per_customer: 2,
      branch_ids: [world.ownBranch],
    });
    expect(saved).toMatchObject({
      code: 'SPRING-25',
      value: 12.5,
      minimum_total: 150.5,
      branch_ids: [world.ownBranch],
      is_archived: false,
    });
    const archived = await asOwner<{ data: Coupon }>(
      'PUT',
      `/api/office/coupons/${saved.id}`,
      coupon('SPRING-25', { is_archived: true }),
    );
    expect(archived.body.data.is_archived).toBe(true);
    const listed = await asOwner<{ data: Coupon[] }>('GET', '/api/office/coupons');
    expect(listed.body.data.find((entry) => entry.id === saved.id)?.is_archived).toBe(true);
  });

  it.each([
    ['a code the business already has', coupon('welcome10'), 'coupon.code-taken', 'code'],
    [
      'a percentage over 100',
      coupon('TOO-MUCH', { value: 100.5 }),
      'coupon.percent-too-large',
      'value',
    ],
    [
      'a last day before the first',
      coupon('BACKWARDS', { valid_from: '2026-12-10', valid_to: '2026-12-09' }),
      'coupon.dates-reversed',
      'valid_to',
    ],
    [
      'a use limit of zero',
      coupon('NONE', { uses_per_customer: 0 }),
      'coupon.uses-invalid',
      'uses_per_customer',
    ],
    ['a code with a space', coupon('TWO WORDS'), 'coupon.code-invalid', 'code'],
    [
      'a branch of no one',
      coupon('NOWHERE', { branch_ids: [999999] }),
      'branch.not-found',
      'branch_ids',
    ],
  ])('refuses %s with its code', async (_, body, code, field) => {
    const answer = await asOwner<Refusal>('POST', '/api/office/coupons', body);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe(code);
    expect(Object.keys(answer.body.errors ?? {})).toContain(field);
  });

  it('audits a change with what it was before', async () => {
    const saved = await addCoupon('AUDITED');
    await asOwner('PUT', `/api/office/coupons/${saved.id}`, coupon('AUDITED', { value: 20 }));
    const audit = await asOwner<{ data: { action: string; before: unknown; after: unknown }[] }>(
      'GET',
      '/api/office/audit?action=coupon.update',
    );
    expect(audit.body.data[0]).toMatchObject({ before: { value: 10 }, after: { value: 20 } });
  });
});

describe("the counter's coupon list", () => {
  it('offers only the coupons that apply at the branch today', async () => {
    await addCoupon('LIST-HERE', { branch_ids: [world.ownBranch], valid_to: day(0) });
    await addCoupon('LIST-THERE', { branch_ids: [world.otherBranch] });
    await addCoupon('LIST-LATER', { valid_from: day(1) });
    await addCoupon('LIST-OVER', { valid_to: day(-1) });
    await addCoupon('LIST-OFF', { is_active: false });
    const listed = await asCashier<{ data: { code: string }[] }>('GET', '/api/pos/coupons');
    const codes = listed.body.data
      .map((entry) => entry.code)
      .filter((code) => code.startsWith('LIST-'));
    expect(codes).toEqual(['LIST-HERE']);
  });
});

describe("the counter's coupon check", () => {
  it('applies a coupon with no conditions', async () => {
    await addCoupon('PLAIN');
    expect(await verdict('PLAIN')).toEqual({ value: true, reasons: [], reason_codes: [] });
  });

  it('refuses a switched-off or archived coupon', async () => {
    await addCoupon('OFF', { is_active: false });
    await addCoupon('SHELVED', { is_archived: true });
    expect(await reasonOf('OFF')).toEqual({ code: 'coupon.inactive' });
    expect(await reasonOf('SHELVED')).toEqual({ code: 'coupon.inactive' });
  });

  it("refuses a coupon of another branch, takes one of the cashier's", async () => {
    await addCoupon('ELSEWHERE', { branch_ids: [world.otherBranch] });
    await addCoupon('HERE', { branch_ids: [world.ownBranch] });
    expect(await reasonOf('ELSEWHERE')).toEqual({ code: 'coupon.wrong-branch' });
    expect((await verdict('HERE'))?.value).toBe(true);
  });

  it("refuses outside its days on the branch's calendar", async () => {
    await addCoupon('LATER', { valid_from: day(1) });
    await addCoupon('OVER', { valid_to: day(-1) });
    await addCoupon('TODAY', { valid_from: day(0), valid_to: day(0) });
    expect(await reasonOf('LATER')).toEqual({
      code: 'coupon.not-started',
      params: { from: day(1) },
    });
    expect(await reasonOf('OVER')).toEqual({ code: 'coupon.expired', params: { to: day(-1) } });
    expect((await verdict('TODAY'))?.value).toBe(true);
  });

  it('refuses a cart under the minimum total', async () => {
    await addCoupon('BIG-ONLY', { minimum_total: 100000 });
    expect(await reasonOf('BIG-ONLY')).toEqual({
      code: 'coupon.minimum-total-not-met',
      params: { minimum: '100000.00' },
    });
  });

  it('counts the uses of one customer and of all, and a cancelled order gives its use back', async () => {
    await addCoupon('ONCE-EACH', { uses_per_customer: 1 });
    await addCoupon('TWICE-ALL', { total_uses: 2 });
    const first = await asCashier<{ order: { id: number } }>(
      'POST',
      '/api/pos/order',
      orderWith('ONCE-EACH'),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(await reasonOf('ONCE-EACH')).toEqual({
      code: 'coupon.customer-used-up',
      params: { limit: 1 },
    });
    const again = await asCashier<Refusal>('POST', '/api/pos/order', {
      // Unpaid, so it may be deleted below.
      ...orderWith('ONCE-EACH'),
      is_partial: true,
      amount: 0,
    });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ code: 'coupon.customer-used-up', params: { limit: 1 } });
    expect((await verdict('ONCE-EACH', otherBuyer))?.value).toBe(true);
    // The job is cancelled (a refund's business): its use comes back.
    await server.database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, first.body.order.id));
    expect((await verdict('ONCE-EACH'))?.value).toBe(true);

    for (let use = 0; use < 2; use += 1) {
      const made = await asCashier('POST', '/api/pos/order', orderWith('TWICE-ALL'));
      expect(made.status).toBe(201);
    }
    expect(await reasonOf('TWICE-ALL')).toEqual({ code: 'coupon.used-up', params: { limit: 2 } });
  });
});
