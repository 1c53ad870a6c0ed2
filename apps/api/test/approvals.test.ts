// Manager approval at the counter, against the real server: a sale or a delete the rules send
// to a manager is refused without a token and taken with one; the token comes only from the
// PIN of a manager of the cashier's branch or the owner, works once, for what it names, for two
// minutes; wrong PINs are throttled; every approval used is in the audit log.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalPins } from '../src/db/schema/approvals.js';
import { auditLog } from '../src/db/schema/audit.js';
import { DEMO_APPROVAL_PIN } from '../src/seed/seed-demo.js';
import { hashPassword } from '../src/services/auth-service.js';
import { localDate } from '../src/services/slot-service.js';
import { type OfficeWorld, officeWorld, signIn } from './office-helpers.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let world: OfficeWorld;
let sale: Record<string, unknown>;
let addOn: { id: number; option: number };
let slot = 0;

interface Refused {
  code?: string;
  params?: Record<string, string>;
}
interface Granted {
  data: { token: string; expires_at: string; actions: string[]; approver: { id: number } };
}
interface Submitted {
  order: { id: number; order_number: string };
}

const day = (offset: number) => localDate(new Date(), 'Asia/Dubai', offset);

/** A cash order of the sale's lines, each on a slot of its own. */
function order(extra: Record<string, unknown> = {}): Record<string, unknown> {
  slot += 1;
  return {
    ...sale,
    vault_id: sale['vault_id'],
    payment_method: 'cash',
    location_type: 'in_shop',
    booking_date: day(3 + Math.floor(slot / 8)),
    booking_time: `${String(9 + (slot % 8)).padStart(2, '0')}:00`,
    ...extra,
  };
}

const discount = (type: 'percentage' | 'fixed', value: number) => ({
  purchasable_id: 0,
  purchasable_type: 'discount',
  quantity: 1,
  discount_type: type,
  discount_value: value,
});

const lines = (...extra: Record<string, unknown>[]) => [
  ...(sale['purchasables'] as Record<string, unknown>[]),
  ...extra,
];

const submit = (body: Record<string, unknown>, approval?: string, token = world.tokens.cashier) =>
  server.call<Submitted & Refused>('POST', '/api/pos/order', {
    token,
    json: body,
    ...(approval === undefined ? {} : { headers: { 'Approval-Token': approval } }),
  });

const grant = (json: Record<string, unknown>, token = world.tokens.cashier) =>
  server.call<Granted & Refused>('POST', '/api/pos/approvals', { token, json });

const cartOf = (body: Record<string, unknown>) => ({
  car_id: body['car_id'],
  user_id: body['user_id'],
  purchasables: body['purchasables'],
});

interface AuditRow {
  id: number;
  employee: { id: number } | null;
  after: Record<string, unknown> | null;
  approval_status?: string;
}

/** The owner's view of the audit log's rows of one action, newest first. */
const auditOf = async (action: string) =>
  (
    await server.call<{ data: AuditRow[] }>('GET', `/api/office/audit?action=${action}`, {
      token: world.tokens.owner,
    })
  ).body.data;

const approvalRows = () =>
  server.database.db.select().from(auditLog).where(eq(auditLog.action, 'approval.grant'));

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  const token = world.tokens.cashier;
  const get = async <T>(path: string) =>
    (await server.call<{ data: T }>('GET', path, { token })).body.data;
  const services =
    await get<{ id: number; name: { en: string }; options: { id: number; price: number }[] }[]>(
      '/api/services',
    );
  const wash = services.find((entry) => entry.name.en === 'Exterior Wash');
  const shine = services.find((entry) => entry.name.en === 'Tyre Shine');
  const customer = (
    await server.call<{ data: { id: number; cars: { id: number }[] }[] }>(
      'GET',
      '/api/pos/customers',
      { token },
    )
  ).body.data.find((entry) => entry.cars.length > 0);
  const vault = (await get<{ id: number; type: string }[]>('/api/pos/vaults')).find(
    (entry) => entry.type === 'cash',
  );
  if (!wash || !shine?.options[0] || !customer?.cars[0] || !vault) throw new Error('No seed');
  addOn = { id: shine.id, option: shine.options[0].id };
  sale = {
    car_id: customer.cars[0].id,
    user_id: customer.id,
    purchasables: [
      {
        purchasable_id: wash.id,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: wash.options.map((choice) => choice.id),
      },
    ],
    vault_id: vault.id,
  };
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await server.close();
});

describe('the approval rules', () => {
  it('are the defaults until the owner saves them, and only the owner may', async () => {
    const rules = await server.call<{ data: Record<string, unknown> }>(
      'GET',
      '/api/pos/approval-rules',
      { token: world.tokens.cashier },
    );
    expect(rules.body.data).toEqual({
      large_discount: true,
      large_discount_percent: 20,
      large_discount_amount: 100,
      lowered_price: true,
      order_delete: false,
      refund: true,
    });
    const manager = await server.call<Refused>('PUT', '/api/office/approval-rules', {
      token: world.tokens.manager,
      json: { ...rules.body.data, order_delete: true },
    });
    expect([manager.status, manager.body.code]).toEqual([403, 'access.forbidden']);
    const zero = await server.call<Refused>('PUT', '/api/office/approval-rules', {
      token: world.tokens.owner,
      json: { ...rules.body.data, large_discount_percent: 0 },
    });
    expect(zero.status).toBe(422);
  });
});

describe('a large discount', () => {
  it('is refused without a token, with the kinds it needs; a small one is not', async () => {
    const large = await submit(order({ purchasables: lines(discount('percentage', 50)) }));
    expect([large.status, large.body.code, large.body.params]).toEqual([
      403,
      'approval.required',
      { actions: 'large-discount' },
    ]);
    const small = await submit(order({ purchasables: lines(discount('percentage', 20)) }));
    expect(small.status).toBe(201);
  });

  it('is taken with the manager’s token once, and the approval is audited', async () => {
    const body = order({ purchasables: lines(discount('percentage', 50)) });
    const wrong = await grant({ pin: '0000', actions: ['large-discount'], cart: cartOf(body) });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'approval.pin-invalid']);
    const granted = await grant({
      pin: DEMO_APPROVAL_PIN,
      actions: ['large-discount'],
      cart: cartOf(body),
    });
    expect(granted.status).toBe(201);
    // The demo manager and owner share the demo PIN: the branch's manager is the one named.
    expect(granted.body.data.approver.id).toBe(world.staff.manager.id);
    const before = (await approvalRows()).length;
    const made = await submit(body, granted.body.data.token);
    expect(made.status).toBe(201);
    const rows = await approvalRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      employee_id: granted.body.data.approver.id,
      subject_type: 'order',
      subject_id: made.body.order.id,
      branch_id: world.ownBranch,
      after: {
        approved: 'large-discount',
        cashier_id: world.staff.cashier.id,
        order_number: made.body.order.order_number,
      },
    });
    const again = await submit(
      order({ purchasables: lines(discount('percentage', 50)) }),
      granted.body.data.token,
    );
    expect([again.status, again.body.code]).toEqual([403, 'approval.token-invalid']);
  });

  it('needs a new approval for a larger discount than the one approved', async () => {
    const approvedBody = order({ purchasables: lines(discount('percentage', 30)) });
    const granted = await grant({
      pin: DEMO_APPROVAL_PIN,
      actions: ['large-discount'],
      cart: cartOf(approvedBody),
    });
    const larger = await submit(
      order({ purchasables: lines(discount('percentage', 60)) }),
      granted.body.data.token,
    );
    expect([larger.status, larger.body.code]).toEqual([403, 'approval.token-invalid']);
    // The refused call spent nothing: the token still works for what it approved.
    expect((await submit(approvedBody, granted.body.data.token)).status).toBe(201);
  });

  it('is refused with a token two minutes old', async () => {
    const body = order({ purchasables: lines(discount('percentage', 40)) });
    const granted = await grant({
      pin: DEMO_APPROVAL_PIN,
      actions: ['large-discount'],
      cart: cartOf(body),
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(granted.body.data.expires_at) + 1);
    const late = await submit(body, granted.body.data.token);
    expect([late.status, late.body.code]).toEqual([403, 'approval.token-invalid']);
  });

  it('is refused with another cashier’s token', async () => {
    const body = order({ purchasables: lines(discount('percentage', 45)) });
    const granted = await grant(
      { pin: DEMO_APPROVAL_PIN, actions: ['large-discount'], cart: cartOf(body) },
      world.tokens.owner,
    );
    expect(granted.status).toBe(201);
    const stolen = await submit(body, granted.body.data.token);
    expect([stolen.status, stolen.body.code]).toEqual([403, 'approval.token-invalid']);
  });
});

describe('an add-on price below its list price', () => {
  it('needs an approval, and the approval covers that price', async () => {
    const line = {
      purchasable_id: addOn.id,
      purchasable_type: 'service',
      quantity: 1,
      option_ids: [addOn.option],
      add_ons_price: 1,
    };
    const body = order({ purchasables: lines(line) });
    const refused = await submit(body);
    expect([refused.status, refused.body.params]).toEqual([403, { actions: 'lowered-price' }]);
    const granted = await grant({
      pin: DEMO_APPROVAL_PIN,
      actions: ['lowered-price'],
      cart: cartOf(body),
    });
    expect((await submit(body, granted.body.data.token)).status).toBe(201);
    const raised = order({ purchasables: lines({ ...line, add_ons_price: 9999 }) });
    expect((await submit(raised)).status).toBe(201);
  });
});

describe('who may approve', () => {
  it('is not a manager of another branch', async () => {
    const hired = await server.call<{ data: { id: number }; password_link: { token: string } }>(
      'POST',
      '/api/office/employees',
      {
        token: world.tokens.owner,
        json: {
          name: { en: 'Far Manager', ar: 'مدير بعيد' },
          email: 'far.manager@lamaa.demo',
          role: 'manager',
          branch_id: world.otherBranch,
        },
      },
    );
    await server.call('POST', '/api/pos/set-password', {
      json: { token: hired.body.password_link.token, password: 'far-manager-1' },
    });
    const far = await signIn(server, 'far.manager@lamaa.demo', 'far-manager-1');
    const set = await server.call('PUT', '/api/pos/approval-pin', {
      token: far,
      json: { pin: '135790' },
    });
    expect(set.status).toBe(200);
    const body = order({ purchasables: lines(discount('fixed', 150)) });
    const refused = await grant({ pin: '135790', actions: ['large-discount'], cart: cartOf(body) });
    expect([refused.status, refused.body.code]).toEqual([422, 'approval.pin-invalid']);
  });

  it('is not a cashier, even one with a PIN in the database', async () => {
    const set = await server.call<Refused>('PUT', '/api/pos/approval-pin', {
      token: world.tokens.cashier,
      json: { pin: '1111' },
    });
    expect([set.status, set.body.code]).toEqual([403, 'access.forbidden']);
    await server.database.db
      .insert(approvalPins)
      .values({ employee_id: world.staff.cashier.id, pin_hash: await hashPassword('1111') });
    const body = order({ purchasables: lines(discount('fixed', 150)) });
    const refused = await grant({ pin: '1111', actions: ['large-discount'], cart: cartOf(body) });
    expect([refused.status, refused.body.code]).toEqual([422, 'approval.pin-invalid']);
    await server.database.db
      .delete(approvalPins)
      .where(eq(approvalPins.employee_id, world.staff.cashier.id));
  });

  it('is the owner with their own PIN, until the owner clears the manager’s', async () => {
    const format = await server.call<Refused>('PUT', '/api/pos/approval-pin', {
      token: world.tokens.owner,
      json: { pin: '12a4' },
    });
    expect([format.status, format.body.code]).toEqual([422, 'approval.pin-format']);
    await server.call('PUT', '/api/pos/approval-pin', {
      token: world.tokens.owner,
      json: { pin: '864200' },
    });
    const body = order({ purchasables: lines(discount('fixed', 150)) });
    const owner = await grant({ pin: '864200', actions: ['large-discount'], cart: cartOf(body) });
    expect(owner.body.data.approver.id).toBe(world.staff.owner.id);

    const byManager = await server.call<Refused>(
      'DELETE',
      `/api/office/employees/${world.staff.owner.id}/approval-pin`,
      { token: world.tokens.manager },
    );
    expect([byManager.status, byManager.body.code]).toEqual([403, 'access.forbidden']);
    const cleared = await server.call<{ data: { has_pin: boolean } }>(
      'DELETE',
      `/api/office/employees/${world.staff.manager.id}/approval-pin`,
      { token: world.tokens.owner },
    );
    expect(cleared.body.data.has_pin).toBe(false);
    const staff = await server.call<{ data: { id: number; has_pin: boolean }[] }>(
      'GET',
      '/api/office/employees',
      { token: world.tokens.owner },
    );
    const pins = new Map(staff.body.data.map((row) => [row.id, row.has_pin]));
    expect([pins.get(world.staff.manager.id), pins.get(world.staff.owner.id)]).toEqual([
      false,
      true,
    ]);
    // The owner's PIN is 864200 now, the manager has none: the demo PIN opens nothing.
    const demo = await grant({
      pin: DEMO_APPROVAL_PIN,
      actions: ['large-discount'],
      cart: cartOf(body),
    });
    expect(demo.body.code).toBe('approval.pin-invalid');
    const audited = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'employee.pin-clear'),
          eq(auditLog.subject_id, world.staff.manager.id),
        ),
      );
    expect(audited).toHaveLength(1);
    await server.call('PUT', '/api/pos/approval-pin', {
      token: world.tokens.manager,
      json: { pin: DEMO_APPROVAL_PIN },
    });
  });
});

describe('deleting an order', () => {
  it('needs no approval by default, and the manager’s once the owner asks for it', async () => {
    const first = await submit(order({ is_partial: true, amount: 0 }));
    const free = await server.call('DELETE', `/api/pos/${first.body.order.id}`, {
      token: world.tokens.cashier,
    });
    expect(free.status).toBe(200);

    const saved = await server.call<{ data: { order_delete: boolean } }>(
      'PUT',
      '/api/office/approval-rules',
      {
        token: world.tokens.owner,
        json: {
          large_discount: true,
          large_discount_percent: 20,
          large_discount_amount: 100,
          lowered_price: true,
          order_delete: true,
          refund: true,
        },
      },
    );
    expect(saved.body.data.order_delete).toBe(true);
    const second = await submit(order({ is_partial: true, amount: 0 }));
    const path = `/api/pos/${second.body.order.id}`;
    const refused = await server.call<Refused>('DELETE', path, { token: world.tokens.cashier });
    expect([refused.status, refused.body.code]).toEqual([403, 'approval.required']);
    const other = await grant({
      pin: DEMO_APPROVAL_PIN,
      actions: ['order-delete'],
      order_id: first.body.order.id + 0,
    });
    // The first order is gone: an approval is only for an order that exists.
    expect(other.status).toBe(404);
    const granted = await grant({
      pin: DEMO_APPROVAL_PIN,
      actions: ['order-delete'],
      order_id: second.body.order.id,
    });
    const deleted = await server.call('DELETE', path, {
      token: world.tokens.cashier,
      headers: { 'Approval-Token': granted.body.data.token },
    });
    expect(deleted.status).toBe(200);
    const rows = await approvalRows();
    expect(rows.at(-1)).toMatchObject({
      subject_id: second.body.order.id,
      after: { approved: 'order-delete', cashier_id: world.staff.cashier.id },
    });
    const rulesAudit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'approval-rules.update'));
    expect(rulesAudit.at(-1)).toMatchObject({
      before: { order_delete: false },
      after: { order_delete: true },
    });
  });
});

describe('an approval given', () => {
  it('is in the audit log at once, then used, or unused once it expires', async () => {
    const body = order({ purchasables: lines(discount('percentage', 35)) });
    const ask = () =>
      grant({ pin: DEMO_APPROVAL_PIN, actions: ['large-discount'], cart: cartOf(body) });
    const spent = await ask();
    const [given] = await auditOf('approval.issue');
    expect(given).toMatchObject({
      employee: { id: world.staff.manager.id },
      branch: { id: world.ownBranch },
      subject: { type: 'approval' },
      after: { approved: 'large-discount', cashier_id: world.staff.cashier.id },
      approval_status: 'open',
    });
    expect((await submit(body, spent.body.data.token)).status).toBe(201);
    expect((await auditOf('approval.issue'))[0]?.approval_status).toBe('used');
    const left = await ask();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(left.body.data.expires_at) + 1);
    const [expired, used] = await auditOf('approval.issue');
    expect([expired?.approval_status, used?.approval_status]).toEqual(['unused', 'used']);
    expect(expired?.id).not.toBe(given?.id);
  });
});

describe('wrong PINs', () => {
  it('are limited like sign-ins: after three, even the right PIN waits', async () => {
    const body = order({ purchasables: lines(discount('fixed', 150)) });
    const ask = (pin: string) =>
      grant({ pin, actions: ['large-discount'], cart: cartOf(body) }, world.tokens.manager);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await ask('9999')).body.code).toBe('approval.pin-invalid');
    }
    const paused = await ask(DEMO_APPROVAL_PIN);
    expect([paused.status, paused.body.code]).toEqual([429, 'approval.too-many-attempts']);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Each wrong PIN, and the try the pause refused, is a row by the employee who asked.
    const refused = (await auditOf('approval.pin-invalid')).filter(
      (row) => row.employee?.id === world.staff.manager.id,
    );
    expect(refused).toHaveLength(3);
    expect(refused[0]?.after).toMatchObject({
      approved: 'large-discount',
      cashier: 'Mona Manager',
    });
    const [throttled] = await auditOf('approval.throttled');
    expect(throttled).toMatchObject({
      employee: { id: world.staff.manager.id },
      branch: { id: world.ownBranch },
      after: { approved: 'large-discount' },
    });
    expect(throttled?.after?.['wait_minutes']).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60 * 1000);
    const later = await ask(DEMO_APPROVAL_PIN);
    expect(later.status).toBe(201);
  });
});
