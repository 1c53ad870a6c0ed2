// The office's list of shifts against the real server: every shift of the period per branch
// and vault, open ones too, with who opened and closed it, the float, expected and counted
// cash and the variance flagged above the threshold; the period read on the branch's clock;
// the owner sees every branch and a manager their own; and the same list as a CSV file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APPROVAL_PIN } from '../src/seed/seed-demo.js';
import { localDate } from '../src/services/slot-service.js';
import { type OfficeWorld, officeWorld } from './office-helpers.js';
import { type SeededSale, seededSale } from './seeded-sale.js';
import { openTestServer, type TestServer } from './test-server.js';

interface Person {
  id: number;
  name: string;
  name_ar: string;
}
interface Listed {
  id: number;
  status: string;
  z_number: number | null;
  branch: { id: number } | null;
  vault: { id: number; title: string; title_ar: string };
  opened_by: Person | null;
  opened_local: string;
  closed_by: Person | null;
  closed_local: string | null;
  float: number;
  expected: number;
  counted: number | null;
  variance: number | null;
  variance_reason: string | null;
  over_threshold: boolean;
  approved_by: Person | null;
  report_url: string | null;
}
interface ListAnswer {
  data: { from: string; to: string; variance_threshold: number; shifts: Listed[] };
  code?: string;
}

let server: TestServer;
let world: OfficeWorld;
let sale: SeededSale;
let closedId = 0;
let openId = 0;
let otherCashVault = 0;

const today = localDate(new Date(), 'Asia/Dubai');
const day = (offset: number) => localDate(new Date(), 'Asia/Dubai', offset);
const REASON = '=SUM(A1), "twice"';

const list = <T = ListAnswer>(token: string, query: Record<string, string | number>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return server.call<T>('GET', `/api/office/shifts?${search.toString()}`, { token });
};
const asCashier = <T>(path: string, json: unknown, headers?: Record<string, string>) =>
  server.call<{ data: T }>('POST', path, {
    token: world.tokens.cashier,
    json,
    ...(headers ? { headers } : {}),
  });

beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
  sale = await seededSale(server, world.tokens.cashier);
  const vaults = (
    await server.call<{ data: { id: number; type: string }[] }>('GET', '/api/pos/vaults', {
      token: world.tokens.owner,
    })
  ).body.data;
  otherCashVault = vaults.find((v) => v.type === 'cash' && v.id !== sale.cashVaultId)?.id ?? 0;
  // A shift closed AED 5 short with the manager's approval, and one still open.
  closedId = (
    await asCashier<{ id: number }>('/api/pos/shifts', { vault_id: sale.cashVaultId, float: 100 })
  ).body.data.id;
  const granted = await asCashier<{ token: string }>('/api/pos/approvals', {
    pin: DEMO_APPROVAL_PIN,
    actions: ['shift-variance'],
    shift_id: closedId,
  });
  const closed = await asCashier(
    `/api/pos/shifts/${closedId}/close`,
    { counted: 95, reason: REASON },
    { 'Approval-Token': granted.body.data.token },
  );
  expect(closed.status).toBe(200);
  openId = (
    await asCashier<{ id: number }>('/api/pos/shifts', { vault_id: otherCashVault, float: 50 })
  ).body.data.id;
  await asCashier(`/api/pos/shifts/${openId}/movements`, { reason: 'float-top-up', amount: 20 });
});
afterAll(async () => {
  await server.close();
});

describe('the office list of shifts', () => {
  it("lists the day's shifts newest first, the open one with its expected cash so far", async () => {
    const answer = await list(world.tokens.owner, { from: today, to: today });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ from: today, to: today, variance_threshold: 2 });
    expect(answer.body.data.shifts.map((shift) => shift.id)).toEqual([openId, closedId]);
    const [open, closed] = answer.body.data.shifts;
    expect(open).toMatchObject({
      status: 'open',
      z_number: null,
      vault: { id: otherCashVault },
      float: 50,
      expected: 70,
      counted: null,
      variance: null,
      over_threshold: false,
      closed_by: null,
      report_url: null,
    });
    expect(closed).toMatchObject({
      status: 'closed',
      branch: { id: world.ownBranch },
      // Both titles, so an Arabic screen names the vault in Arabic.
      vault: { id: sale.cashVaultId, title: 'Cash Drawer', title_ar: 'درج النقد' },
      opened_by: { id: world.staff.cashier.id },
      closed_by: { id: world.staff.cashier.id },
      approved_by: { id: world.staff.manager.id },
      float: 100,
      expected: 100,
      counted: 95,
      variance: -5,
      variance_reason: REASON,
      over_threshold: true,
    });
    expect(closed?.z_number).toBeGreaterThan(0);
    expect(closed?.opened_local.startsWith(today)).toBe(true);
    expect(closed?.closed_local?.startsWith(today)).toBe(true);
    expect(closed?.report_url).toMatch(/^\/z\/[A-Za-z0-9_-]+$/);
    expect((await fetch(`${server.url}${closed?.report_url ?? ''}`)).status).toBe(200);
  });

  it('flags the variance against the threshold as set now', async () => {
    const save = (variance_threshold: number) =>
      server.call('PUT', '/api/office/shift-settings', {
        token: world.tokens.owner,
        json: { cash_needs_shift: false, variance_threshold },
      });
    expect((await save(5)).status).toBe(200);
    const atThreshold = await list(world.tokens.owner, { from: today, to: today });
    expect(atThreshold.body.data.shifts.find((s) => s.id === closedId)?.over_threshold).toBe(false);
    await save(2);
  });

  it('keeps an open shift in later periods and a closed one only on its days', async () => {
    const later = await list(world.tokens.owner, { from: day(1), to: day(2) });
    expect(later.body.data.shifts.map((shift) => shift.id)).toEqual([openId]);
    const earlier = await list(world.tokens.owner, { from: day(-3), to: day(-1) });
    expect(earlier.body.data.shifts).toEqual([]);
  });

  it('narrows to a vault or a branch', async () => {
    const vault = await list(world.tokens.owner, {
      from: today,
      to: today,
      vault_id: sale.cashVaultId,
    });
    expect(vault.body.data.shifts.map((shift) => shift.id)).toEqual([closedId]);
    const own = await list(world.tokens.owner, {
      from: today,
      to: today,
      branch_id: world.ownBranch,
    });
    expect(own.body.data.shifts).toHaveLength(2);
    const other = await list(world.tokens.owner, {
      from: today,
      to: today,
      branch_id: world.otherBranch,
    });
    expect(other.body.data.shifts).toEqual([]);
  });

  it('lets a manager read their own branch only, and no cashier or other business', async () => {
    const mine = await list(world.tokens.manager, { from: today, to: today });
    expect(mine.body.data.shifts).toHaveLength(2);
    const other = await list(world.tokens.manager, {
      from: today,
      to: today,
      branch_id: world.otherBranch,
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('access.forbidden');
    expect((await list(world.tokens.cashier, { from: today, to: today })).status).toBe(403);
    const stranger = await list(world.stranger, { from: today, to: today });
    expect(stranger.body.data.shifts).toEqual([]);
  });

  it('refuses a period that ends before it starts', async () => {
    const answer = await list(world.tokens.owner, { from: day(1), to: today });
    expect(answer.status).toBe(422);
  });

  it('gives the same list as a CSV file, text kept from running as a formula', async () => {
    const answer = await list<string>(world.tokens.owner, {
      from: today,
      to: today,
      format: 'csv',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="lamaa-shifts-${today}-${today}.csv"`,
    );
    const lines = answer.body.split('\r\n');
    expect(lines[0]?.replace('\uFEFF', '').split(',').slice(0, 3)).toEqual([
      'shift_id',
      'status',
      'z_number',
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^${openId},open,,`));
    expect(lines[2]).toMatch(new RegExp(`^${closedId},closed,\\d+,`));
    expect(lines[2]).toContain(',100.00,100.00,95.00,-5.00,yes,"\'=SUM(A1), ""twice""",');
    expect(lines[3]).toBe('');
  });
});
