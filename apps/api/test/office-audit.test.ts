// The audit log: each office change writes one row in its own transaction, with who, when
// (in the branch's zone), which branch and the values before and after; the filters, the
// pages and the CSV export read them back; and the database refuses to edit or delete one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OfficeWorld, dubaiBranch, officeWorld } from './office-helpers.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
let world: OfficeWorld;
beforeAll(async () => {
  server = await openTestServer();
  world = await officeWorld(server);
});
afterAll(async () => {
  await server.close();
});

interface AuditRow {
  id: number;
  at: string;
  local_time: string;
  time_zone: string;
  employee: { id: number } | null;
  branch: { id: number } | null;
  action: string;
  subject: { type: string; id: number };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface AuditPage {
  data: AuditRow[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

const audit = (query = '', token = world.tokens.owner) =>
  server.call<AuditPage & { code?: string }>('GET', `/api/office/audit${query}`, { token });

const newest = async () => (await audit('?per_page=1')).body.data[0];

describe('each office change', () => {
  it('writes one row with who, which branch and the changed values before and after', async () => {
    const owner = world.tokens.owner;
    const business = {
      legal_name: { en: 'Lamaa Car Care LLC', ar: 'لمعة' },
      address: 'Al Quoz',
      trn: '100123456700003',
      vat_registered: true,
      prices_include_vat: false,
    };
    await server.call('PUT', '/api/office/business', { token: owner, json: business });
    expect(await newest()).toMatchObject({
      action: 'business.update',
      employee: { id: world.staff.owner.id },
      branch: null,
      subject: { type: 'business' },
      before: { trn: null, vat_registered: false },
      after: { trn: '100123456700003', vat_registered: true },
    });
    const saved = (await audit()).body.total;
    await server.call('PUT', '/api/office/business', { token: owner, json: business });
    expect((await audit()).body.total).toBe(saved);

    const created = await server.call<{ data: { id: number } }>('POST', '/api/office/branches', {
      token: owner,
      json: { ...dubaiBranch('Riyadh'), emirate: null, city: 'Riyadh', time_zone: 'Asia/Riyadh' },
    });
    expect(await newest()).toMatchObject({
      action: 'branch.create',
      branch: { id: created.body.data.id },
      time_zone: 'Asia/Riyadh',
      before: null,
      after: { city: 'Riyadh', emirate: null, time_zone: 'Asia/Riyadh' },
    });
    await server.call('PUT', `/api/office/branches/${created.body.data.id}`, {
      token: owner,
      json: { ...dubaiBranch('Riyadh'), city: 'Riyadh Olaya', time_zone: 'Asia/Riyadh' },
    });
    expect(await newest()).toMatchObject({
      action: 'branch.update',
      before: { city: 'Riyadh' },
      after: { city: 'Riyadh Olaya' },
    });

    const hired = await server.call<{ data: { id: number }; password_link: { token: string } }>(
      'POST',
      '/api/office/employees',
      {
        token: world.tokens.manager,
        json: {
          name: { en: 'Aisha', ar: 'عائشة' },
          email: 'aisha@lamaa.demo',
          role: 'cashier',
          branch_id: world.ownBranch,
        },
      },
    );
    const id = hired.body.data.id;
    const rows = (await audit('?per_page=2')).body.data;
    expect(rows.map((row) => row.action)).toEqual(['employee.create', 'branch.update']);
    expect(rows[0]).toMatchObject({
      employee: { id: world.staff.manager.id },
      branch: { id: world.ownBranch },
      subject: { type: 'employee', id },
      after: { email: 'aisha@lamaa.demo', role: 'cashier', active: true },
    });

    await server.call('POST', '/api/pos/set-password', {
      json: { token: hired.body.password_link.token, password: 'aisha-password' },
    });
    expect(await newest()).toMatchObject({
      action: 'employee.password-set',
      employee: { id },
      after: { has_password: true },
    });
    await server.call('PATCH', `/api/office/employees/${id}`, {
      token: owner,
      json: { role: 'store-keeper' },
    });
    expect(await newest()).toMatchObject({
      action: 'employee.update',
      before: { role: 'cashier' },
      after: { role: 'store-keeper' },
    });
    await server.call('PATCH', `/api/office/employees/${id}`, {
      token: owner,
      json: { active: false },
    });
    expect((await newest())?.action).toBe('employee.deactivate');
    await server.call('PATCH', `/api/office/employees/${id}`, {
      token: owner,
      json: { active: true },
    });
    expect((await newest())?.action).toBe('employee.reactivate');
    await server.call('POST', `/api/office/employees/${id}/password-link`, { token: owner });
    expect((await newest())?.action).toBe('employee.password-link');
  });

  it('writes nothing for a change that is refused', async () => {
    const before = (await audit()).body.total;
    const answer = await server.call('PUT', '/api/office/business', {
      token: world.tokens.owner,
      json: {
        legal_name: { en: 'X', ar: 'س' },
        trn: '123',
        vat_registered: true,
        prices_include_vat: true,
      },
    });
    expect(answer.status).toBe(422);
    expect((await audit()).body.total).toBe(before);
  });
});

describe('reading the log', () => {
  it('filters by person, action, branch and day, and pages newest first', async () => {
    const all = (await audit('?per_page=100')).body;
    expect(all.total).toBeGreaterThanOrEqual(8);
    const ids = all.data.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byManager = (await audit(`?employee_id=${world.staff.manager.id}`)).body.data;
    expect(byManager.length).toBeGreaterThan(0);
    expect(byManager.every((row) => row.employee?.id === world.staff.manager.id)).toBe(true);
    const updates = (await audit('?action=employee.update')).body.data;
    expect(updates.length).toBeGreaterThan(0);
    expect(updates.every((row) => row.action === 'employee.update')).toBe(true);
    const ofBranch = (await audit(`?branch_id=${world.ownBranch}`)).body.data;
    expect(ofBranch.every((row) => row.branch?.id === world.ownBranch)).toBe(true);

    const today = all.data[0]?.local_time.slice(0, 10) ?? '';
    expect((await audit(`?from=${today}&to=${today}`)).body.total).toBe(all.total);
    expect((await audit('?to=2020-01-01')).body.total).toBe(0);
    expect((await audit('?from=2999-01-01')).body.total).toBe(0);

    const second = (await audit('?per_page=3&page=2')).body;
    expect(second).toMatchObject({ current_page: 2, per_page: 3, total: all.total });
    expect(second.last_page).toBe(Math.ceil(all.total / 3));
    expect(second.data.map((row) => row.id)).toEqual(ids.slice(3, 6));
  });

  it("shows each time in the zone of the row's branch", async () => {
    const rows = (await audit('?per_page=100')).body.data;
    const riyadh = rows.find((row) => row.time_zone === 'Asia/Riyadh');
    const dubai = rows.find((row) => row.time_zone === 'Asia/Dubai');
    expect(riyadh && dubai).toBeTruthy();
    for (const row of [riyadh, dubai]) {
      if (!row) continue;
      const hours = row.time_zone === 'Asia/Riyadh' ? 3 : 4;
      const wall = new Date(Date.parse(row.at) + hours * 3_600_000).toISOString();
      expect(row.local_time).toBe(`${wall.slice(0, 10)} ${wall.slice(11, 16)}`);
    }
  });

  it('exports the matching rows as CSV with Arabic names intact', async () => {
    const answer = await server.call<string>(
      'GET',
      '/api/office/audit?format=csv&action=employee.create',
      {
        token: world.tokens.owner,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lamaa-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,local_time,time_zone,employee_id,employee_en,employee_ar,branch_id,branch_en,branch_ar,action,subject_type,subject_id,before,after,approval_status',
    );
    const created = (await audit('?action=employee.create')).body;
    expect(lines).toHaveLength(created.total + 1);
    expect(lines[1]).toContain('منى المديرة');
    expect(lines[1]).toContain('""email"":""aisha@lamaa.demo""');
  });

  it.each([
    ['an unknown action', '?action=employee.fire'],
    ['an impossible date', '?from=2026-02-30'],
    ['a reversed range', '?from=2026-05-02&to=2026-05-01'],
    ['a page size over 100', '?per_page=101'],
    ['a page that is text', '?page=two'],
    ['an unknown format', '?format=xml'],
  ])('answers 422 for %s', async (_, query) => {
    const answer = await audit(query);
    expect([answer.status, answer.body.code]).toEqual([422, 'validation.failed']);
  });
});

describe('the audit_log table', () => {
  it.each([
    ['UPDATE', sql`update audit_log set action = 'business.update'`],
    ['DELETE', sql`delete from audit_log`],
    ['TRUNCATE', sql`truncate audit_log`],
  ])('refuses %s in the database', async (_, statement) => {
    const before = (await audit()).body.total;
    expect(before).toBeGreaterThan(0);
    await expect(server.database.db.execute(statement)).rejects.toThrow();
    expect((await audit()).body.total).toBe(before);
  });
});
