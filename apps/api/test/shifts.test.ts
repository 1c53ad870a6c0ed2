// Cash shifts against the real server: one open shift per vault, every cash payment posts to
// it (and is refused without one when the business asks), cash in and out, the X report's
// figures, closing with a blind count into gapless, frozen Z reports, a variance above the
// threshold only with a reason and a manager's approval, and never a payment in a closed shift,
// also when payments and the close race.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit.js';
import { shifts } from '../src/db/schema/shifts.js';
import { DEMO_APPROVAL_PIN, SECOND_SIGN_IN } from '../src/seed/seed-demo.js';
import { localDate } from '../src/services/slot-service.js';
import { type OfficeWorld, officeWorld } from './office-helpers.js';
import { firstServiceOrder, type SeededSale, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Refused {
  code?: string;
  params?: Record<string, string | number>;
}
interface Report {
  kind: string;
  z_number: number | null;
  status: string;
  float: number;
  sales: { method: string; count: number; amount: number }[];
  cash: Record<string, number>;
  movements: { reason: string; amount: number }[];
  counted: number | null;
  variance: number | null;
  variance_reason: string | null;
  approved_by: { id: number } | null;
  first_invoice: string | null;
  report_url: string | null;
}

let server: TestServer;
let world: OfficeWorld;
let sale: SeededSale;
let pettyVault = 0;
let visaVault = 0;
let slot = 0;

const day = (offset: number) => localDate(new Date(), 'Asia/Dubai', offset);
const cashier = () => world.tokens.cashier;

/** A cash order of the first service, each on a slot of its own, paid in full to `vault`. */
function cashOrder(vault = sale.cashVaultId): Record<string, unknown> {
  slot += 1;
  return {
    ...firstServiceOrder(sale),
    vault_id: vault,
    booking_date: day(5 + Math.floor(slot / 8)),
    booking_time: `${String(9 + (slot % 8)).padStart(2, '0')}:00`,
  };
}

const post = <T>(path: string, json: unknown, headers?: Record<string, string>) =>
  server.call<T & Refused>('POST', path, {
    token: cashier(),
    json,
    ...(headers ? { headers } : {}),
  });
const report = async (id: number) =>
  (await server.call<{ data: Report }>('GET', `/api/pos/shifts/${id}`, { token: cashier() })).body
    .data;
const settings = (cash_needs_shift: boolean, variance_threshold = 2) =>
  server.call('PUT', '/api/office/shift-settings', {
    token: world.tokens.owner,
    json: { cash_needs_shift, variance_threshold },
  });
const open = (vault_id: number, extra: Record<string, unknown> = { float: 100 }) =>
  post<{ data: { id: number } }>('/api/pos/shifts', { vault_id, ...extra });
const close = (id: number, json: Record<string, unknown>, approval?: string) =>
  post<{ data: Report }>(
    `/api/pos/shifts/${id}/close`,
    json,
    approval === undefined ? undefined : { 'Approval-Token': approval },
  );

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  sale = await seededSale(server, cashier());
  const vaults = (
    await server.call<{ data: { id: number; type: string; title: string }[] }>(
      'GET',
      '/api/pos/vaults',
      { token: world.tokens.owner },
    )
  ).body.data;
  pettyVault = vaults.find((v) => v.type === 'cash' && v.id !== sale.cashVaultId)?.id ?? 0;
  visaVault = vaults.find((v) => v.type === 'visa')?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

describe('cash payments and the shift setting', () => {
  it('asks for a shift unless the business said otherwise; the demo business takes cash without', async () => {
    const login = await server.call<{ token: string }>('POST', '/api/pos/login', {
      json: SECOND_SIGN_IN,
    });
    const fresh = await server.call('GET', '/api/pos/shift-settings', { token: login.body.token });
    expect(fresh.body).toEqual({ data: { cash_needs_shift: true, variance_threshold: 2 } });
    const demo = await server.call('GET', '/api/pos/shift-settings', { token: cashier() });
    expect(demo.body).toEqual({ data: { cash_needs_shift: false, variance_threshold: 2 } });
  });

  it('takes cash without a shift while the business does not ask for one', async () => {
    expect((await settings(false)).status).toBe(200);
    expect((await post('/api/pos/order', cashOrder(pettyVault))).status).toBe(201);
  });

  it('refuses cash on a vault with no open shift once the business asks, naming the vault', async () => {
    expect((await settings(true)).status).toBe(200);
    const read = await server.call('GET', '/api/pos/shift-settings', { token: cashier() });
    expect(read.body).toEqual({ data: { cash_needs_shift: true, variance_threshold: 2 } });
    const answer = await post('/api/pos/order', cashOrder(pettyVault));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'shift.not-open', params: { vault_id: pettyVault } });
    await settings(false);
  });
});

describe('opening', () => {
  it('opens one shift per cash vault, by notes and coins, and refuses a second', async () => {
    const first = await open(pettyVault, {
      float: 150.5,
      float_counts: { 10000: 1, 5000: 1, 50: 1 },
    });
    expect(first.status).toBe(201);
    const again = await open(pettyVault);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('shift.already-open');
    const mismatch = await open(sale.cashVaultId, { float: 10, float_counts: { 500: 1 } });
    expect(mismatch.body.code).toBe('shift.counts-mismatch');
    const visa = await open(visaVault);
    expect(visa.body.code).toBe('shift.vault-not-cash');
    const listed = await server.call<{ data: { id: number }[] }>('GET', '/api/pos/shifts/open', {
      token: cashier(),
    });
    expect(listed.body.data.map((shift) => shift.id)).toContain(first.body.data.id);
    expect((await close(first.body.data.id, { counted: 150.5 })).status).toBe(200);
  });

  it('lets exactly one of five parallel opens on a vault through', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => open(pettyVault)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'shift.already-open')).toHaveLength(4);
    const opened = answers.find((a) => a.status === 201)?.body.data?.id ?? 0;
    expect((await close(opened, { counted: 100 })).status).toBe(200);
  });
});

describe('a day on the drawer', () => {
  it('posts cash sales, change and a bank drop, and closes into a frozen Z report', async () => {
    const shift = (await open(sale.cashVaultId, { float: 200 })).body.data.id;
    const placed = await post<{ order: { id: number; total_price: number } }>('/api/pos/order', {
      ...cashOrder(),
      is_partial: true,
      amount: 5,
    });
    expect(placed.status).toBe(201);
    const due = placed.body.order.total_price - 5;
    const paid = await post('/api/pos/payment', {
      order_id: placed.body.order.id,
      payment_method_id: 'cash',
      is_partial: false,
      cash: due + 10,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const drop = await post(`/api/pos/shifts/${shift}/movements`, {
      reason: 'bank-drop',
      amount: 50,
      note: 'bag 7',
    });
    expect(drop.status).toBe(201);
    const x = await report(shift);
    const total = placed.body.order.total_price;
    expect(x).toMatchObject({ kind: 'X', status: 'open', z_number: null, float: 200 });
    expect(x.sales[0]).toEqual({ method: 'cash', count: 2, amount: total });
    expect(x.cash).toMatchObject({ change: 10, cash_out: 50, expected: 200 + total - 50 });
    const z = await close(shift, { counted: 150 + total });
    expect(z.status).toBe(200);
    expect(z.body.data).toMatchObject({ kind: 'Z', status: 'closed', variance: 0 });
    expect(z.body.data.report_url).toMatch(/^\/z\//);
    expect(await report(shift)).toEqual(z.body.data);
    const page = await fetch(`${server.url}${z.body.data.report_url ?? ''}?paper=80mm`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('تقرير Z');
    expect(html).toMatch(/data-testid="z-number"><bdi>\d+</);
    expect((await fetch(`${server.url}/z/not-a-real-token-at-all`)).status).toBe(404);
    const late = await post(`/api/pos/shifts/${shift}/movements`, {
      reason: 'bank-drop',
      amount: 1,
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('shift.closed');
  });

  it('asks a reason and a manager for a count AED 5 short, then numbers the Z next', async () => {
    const shift = (await open(sale.cashVaultId, { float: 100 })).body.data.id;
    const noReason = await close(shift, { counted: 95 });
    expect(noReason.status).toBe(422);
    expect(noReason.body.code).toBe('shift.variance-reason-required');
    const noToken = await close(shift, { counted: 95, reason: 'change given twice' });
    expect(noToken.status).toBe(403);
    expect(noToken.body).toMatchObject({
      code: 'approval.required',
      params: { actions: 'shift-variance' },
    });
    const granted = await post<{ data: { token: string } }>('/api/pos/approvals', {
      pin: DEMO_APPROVAL_PIN,
      actions: ['shift-variance'],
      shift_id: shift,
    });
    expect(granted.status).toBe(201);
    const closed = await close(
      shift,
      { counted: 95, reason: 'change given twice' },
      granted.body.data.token,
    );
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      variance: -5,
      variance_reason: 'change given twice',
      approved_by: { id: world.staff.manager.id },
    });
    // The opening and the close are in the audit log, the close with its count and approver,
    // and the approval as the manager's own row, written in the close's transaction.
    const audited = await server.database.db
      .select({
        action: auditLog.action,
        after: auditLog.after,
        by: auditLog.employee_id,
        subject: auditLog.subject_type,
      })
      .from(auditLog)
      .where(eq(auditLog.subject_id, shift));
    expect(
      audited.filter((row) => row.action === 'approval.grant' && row.subject === 'shift'),
    ).toEqual([
      {
        action: 'approval.grant',
        subject: 'shift',
        by: world.staff.manager.id,
        after: {
          approved: 'shift-variance',
          cashier_id: world.staff.cashier.id,
          cashier: expect.any(String) as unknown,
          z_number: closed.body.data.z_number,
          variance: -5,
          reason: 'change given twice',
        },
      },
    ]);
    expect(
      audited
        .filter((row) => row.action.startsWith('shift.'))
        .map(({ action, after }) => ({ action, after })),
    ).toEqual([
      { action: 'shift.open', after: expect.objectContaining({ float: 100 }) as unknown },
      {
        action: 'shift.close',
        after: expect.objectContaining({
          expected: 100,
          counted: 95,
          variance: -5,
          reason: 'change given twice',
          approver_id: world.staff.manager.id,
        }) as unknown,
      },
    ]);
    const numbers = (
      await server.database.db
        .select({ z: shifts.z_number })
        .from(shifts)
        .where(eq(shifts.vault_id, sale.cashVaultId))
    )
      .map((row) => row.z)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('refuses any change to a closed shift in the database itself', async () => {
    const [closed] = await server.database.db
      .select({ id: shifts.id })
      .from(shifts)
      .where(eq(shifts.vault_id, sale.cashVaultId));
    await expect(
      server.database.db
        .update(shifts)
        .set({ counted_fils: 1 })
        .where(eq(shifts.id, closed?.id ?? 0)),
    ).rejects.toThrow();
  });
});

describe('payments racing the close', () => {
  it('never posts cash to a closed shift: each sale is in the Z report or refused', async () => {
    // A threshold no variance reaches, so the close needs no manager whatever it races.
    await settings(true, 1_000_000);
    const shift = (await open(sale.cashVaultId, { float: 0 })).body.data.id;
    const orders = Array.from({ length: 8 }, () => cashOrder());
    const racing = orders.map((body) =>
      post<{ order: { total_price: number } }>('/api/pos/order', body),
    );
    const closing = close(shift, { counted: 0 });
    const answers = await Promise.all(racing);
    const closeAnswer = await closing;
    await settings(false);
    expect(closeAnswer.status).toBe(200);
    const taken = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.body.code)).toEqual(refused.map(() => 'shift.not-open'));
    const z = await report(shift);
    expect(z.status).toBe('closed');
    expect(z.sales[0]?.count).toBe(taken.length);
    const total = taken.reduce((sum, a) => sum + a.body.order.total_price, 0);
    expect(z.sales[0]?.amount).toBeCloseTo(total, 2);
    expect(z.cash['expected']).toBeCloseTo(total, 2);
  });
});
