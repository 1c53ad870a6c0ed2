// Every office path as every demo role, with ids that exist so an allowed call does its work:
// the owner and a manager get 2xx where their role allows it, the others 403
// access.forbidden; a manager reaches only their branch and the roles below theirs; and
// another business's owner never sees, nor changes, a row of this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_ROLES,
  type DemoRole,
  dubaiBranch,
  type OfficeWorld,
  officeWorld,
} from './office-helpers.js';
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

interface OfficeCall {
  readonly method: string;
  readonly path: () => string;
  readonly json?: (role: DemoRole) => unknown;
  readonly allowed: readonly DemoRole[];
}

/** A refused call: what it tries, its method, path and body. */
type Attempt = [string, string, () => string, () => unknown];

const BOTH: readonly DemoRole[] = ['owner', 'manager'];
const OWNER: readonly DemoRole[] = ['owner'];

/** One call of each office operation, as the test sends it. */
const calls: readonly OfficeCall[] = [
  { method: 'GET', path: () => '/api/office/business', allowed: BOTH },
  {
    method: 'PUT',
    path: () => '/api/office/business',
    json: () => ({
      legal_name: { en: 'Lamaa Car Care LLC', ar: 'لمعة للعناية بالسيارات ذ.م.م' },
      address: 'Al Quoz 3, Dubai',
      trn: '100123456700003',
      vat_registered: true,
      prices_include_vat: true,
    }),
    allowed: OWNER,
  },
  { method: 'GET', path: () => '/api/office/branches', allowed: BOTH },
  {
    method: 'POST',
    path: () => '/api/office/branches',
    json: (role) => dubaiBranch(`Marina ${role}`),
    allowed: OWNER,
  },
  {
    method: 'PUT',
    path: () => `/api/office/branches/${world.otherBranch}`,
    json: () => dubaiBranch('Jumeirah'),
    allowed: OWNER,
  },
  { method: 'GET', path: () => '/api/office/employees', allowed: BOTH },
  {
    method: 'POST',
    path: () => '/api/office/employees',
    json: (role) => ({
      name: { en: `Hired by ${role}`, ar: 'موظف جديد' },
      email: `hired-by-${role}@lamaa.demo`,
      role: 'cashier',
      branch_id: world.ownBranch,
    }),
    allowed: BOTH,
  },
  {
    method: 'PATCH',
    path: () => `/api/office/employees/${world.staff.cashier.id}`,
    json: () => ({ role: 'cashier', active: true }),
    allowed: BOTH,
  },
  {
    method: 'POST',
    path: () => `/api/office/employees/${world.staff['store-keeper'].id}/password-link`,
    allowed: BOTH,
  },
  { method: 'GET', path: () => '/api/office/audit', allowed: BOTH },
  { method: 'GET', path: () => '/api/office/audit?format=csv', allowed: BOTH },
];

describe('every office path as every role', () => {
  it.each(DEMO_ROLES)(
    'answers the %s 2xx where the role allows it and 403 elsewhere',
    async (role) => {
      const wrong: string[] = [];
      for (const call of calls) {
        const answer = await server.call<{ code?: string }>(call.method, call.path(), {
          token: world.tokens[role],
          json: call.json?.(role),
        });
        const ok = call.allowed.includes(role)
          ? answer.status >= 200 && answer.status < 300
          : answer.status === 403 && answer.body.code === 'access.forbidden';
        if (!ok) wrong.push(`${call.method} ${call.path()}: ${answer.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe("a manager's reach", () => {
  const asManager = (method: string, path: string, json?: unknown) =>
    server.call<{ code?: string; data?: unknown }>(method, path, {
      token: world.tokens.manager,
      json,
    });

  it('lists only their own branch and its staff', async () => {
    const branches = await asManager('GET', '/api/office/branches');
    expect((branches.body.data as { id: number }[]).map((branch) => branch.id)).toEqual([
      world.ownBranch,
    ]);
    const staff = await asManager('GET', '/api/office/employees');
    const rows = staff.body.data as { branch_id: number | null }[];
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((row) => row.branch_id === world.ownBranch)).toBe(true);
  });

  it.each([
    [
      'hire a manager',
      'POST',
      () => '/api/office/employees',
      () => ({
        name: { en: 'M', ar: 'م' },
        email: 'm2@lamaa.demo',
        role: 'manager',
        branch_id: world.ownBranch,
      }),
    ],
    [
      'hire in another branch',
      'POST',
      () => '/api/office/employees',
      () => ({
        name: { en: 'C', ar: 'ك' },
        email: 'c2@lamaa.demo',
        role: 'cashier',
        branch_id: world.otherBranch,
      }),
    ],
    [
      'change the owner',
      'PATCH',
      () => `/api/office/employees/${world.staff.owner.id}`,
      () => ({ active: false }),
    ],
    [
      'move a cashier to another branch',
      'PATCH',
      () => `/api/office/employees/${world.staff.cashier.id}`,
      () => ({ branch_id: world.otherBranch }),
    ],
    [
      'make a cashier a manager',
      'PATCH',
      () => `/api/office/employees/${world.staff.cashier.id}`,
      () => ({ role: 'manager' }),
    ],
    [
      'make a link for the owner',
      'POST',
      () => `/api/office/employees/${world.staff.owner.id}/password-link`,
      () => undefined,
    ],
    [
      "read another branch's audit",
      'GET',
      () => `/api/office/audit?branch_id=${world.otherBranch}`,
      () => undefined,
    ],
  ] satisfies Attempt[])('may not %s (403)', async (_, method, path, json) => {
    const answer = await asManager(method, path(), json());
    expect([answer.status, answer.body.code]).toEqual([403, 'access.forbidden']);
  });

  it('reads only audit rows of their branch', async () => {
    const owner = world.tokens.owner;
    await server.call('PUT', `/api/office/branches/${world.otherBranch}`, {
      token: owner,
      json: dubaiBranch('Jumeirah Beach'),
    });
    const all = await server.call<{ data: { branch: { id: number } | null }[] }>(
      'GET',
      '/api/office/audit',
      { token: owner },
    );
    expect(all.body.data.some((row) => row.branch?.id === world.otherBranch)).toBe(true);
    const mine = await server.call<{ data: { branch: { id: number } | null }[] }>(
      'GET',
      '/api/office/audit',
      { token: world.tokens.manager },
    );
    expect(mine.body.data.every((row) => row.branch?.id === world.ownBranch)).toBe(true);
  });
});

describe('another business', () => {
  const asStranger = (method: string, path: string, json?: unknown) =>
    server.call<{ code?: string; data?: unknown }>(method, path, { token: world.stranger, json });

  it("never lists this business's branches, staff or audit rows", async () => {
    await server.call('PUT', `/api/office/branches/${world.ownBranch}`, {
      token: world.tokens.owner,
      json: dubaiBranch('Al Quoz'),
    });
    const branches = (await asStranger('GET', '/api/office/branches')).body.data as {
      id: number;
    }[];
    expect(branches.length).toBeGreaterThan(0);
    expect(branches.map((b) => b.id)).not.toContain(world.ownBranch);
    expect(branches.map((b) => b.id)).not.toContain(world.otherBranch);
    const staff = (await asStranger('GET', '/api/office/employees')).body.data as {
      email: string;
    }[];
    expect(staff.map((row) => row.email)).toEqual(['owner@oasis.demo']);
    const audit = await asStranger('GET', '/api/office/audit');
    expect(audit.body).toMatchObject({ data: [], total: 0 });
    const business = (await asStranger('GET', '/api/office/business')).body.data as { id: number };
    const ours = (
      await server.call<{ data: { id: number } }>('GET', '/api/office/business', {
        token: world.tokens.owner,
      })
    ).body.data;
    expect(business.id).not.toBe(ours.id);
  });

  it.each([
    [
      'edit a branch',
      'PUT',
      () => `/api/office/branches/${world.ownBranch}`,
      () => dubaiBranch('Taken'),
      404,
      'branch.not-found',
    ],
    [
      'change an employee',
      'PATCH',
      () => `/api/office/employees/${world.staff.cashier.id}`,
      () => ({ active: false }),
      404,
      'staff.not-found',
    ],
    [
      'make a link',
      'POST',
      () => `/api/office/employees/${world.staff.cashier.id}/password-link`,
      () => undefined,
      404,
      'staff.not-found',
    ],
    [
      'hire into a branch',
      'POST',
      () => '/api/office/employees',
      () => ({
        name: { en: 'X', ar: 'س' },
        email: 'x@oasis.demo',
        role: 'cashier',
        branch_id: world.ownBranch,
      }),
      422,
      'branch.not-found',
    ],
  ] satisfies [...Attempt, number, string][])(
    'may not %s of this business',
    async (_, method, path, json, status, code) => {
      const answer = await asStranger(method, path(), json());
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    },
  );
});
