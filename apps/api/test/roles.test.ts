// Each role reaches only its part of the product: a cashier the counter's paths, a store-keeper
// the intake's, the owner and a manager both and the office, where only the owner edits the
// business and its branches. Every operation the contract documents a 403
// for is called as every demo role, with ids that do not exist so nothing is changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches } from '../src/db/schema/people.js';
import { DEMO_STAFF } from '../src/seed/seed-demo.js';
import { resolveSession } from '../src/services/auth-service.js';
import { contract } from './openapi-contract.js';
import { openTestServer, type TestServer } from './test-server.js';

type Json = Record<string, Record<string, { responses?: Record<string, unknown> }>>;

/** Every operation whose answers include 403, as [method, concrete path]. */
const guarded = Object.entries(contract.paths as Json).flatMap(([template, item]) =>
  Object.entries(item)
    .filter(([, operation]) => operation.responses && '403' in operation.responses)
    .map(([method, _]) => [method.toUpperCase(), template.replace(/\{[^}]+\}/g, '999999')]),
);

/** The part of the product a path belongs to, as this test expects it (not read from the server). */
const isIntakePath = (path: string) =>
  path.startsWith('/pos/materials') || path.startsWith('/pos/branches');
const isOfficePath = (path: string) => path.startsWith('/office/');
/** The office calls only the owner may make: editing the business and its branches. */
const OWNER_ONLY = [
  'PUT /office/business',
  'POST /office/branches',
  'PUT /office/branches/999999',
  'PUT /office/approval-rules',
  'PUT /office/shift-settings',
  'GET /office/vat-report',
  'GET /office/plan-report',
  'PUT /office/business/logo',
  'DELETE /office/business/logo',
];
/** The counter calls only an approver (a manager or the owner) may make: their own PIN. */
const APPROVER_ONLY = ['PUT /pos/approval-pin'];
/** The catalogue's paths, every one the owner's alone (`catalogue.manage`). */
const isCataloguePath = (path: string) =>
  /^\/office\/(services|service-prices|packages|products|suppliers|materials|plans|catalogue|images)(\/|$)/.test(
    path,
  );

/** Who may call a path: the owner everything, a manager all but the owner's, the others their own part. */
function mayCall(role: (typeof DEMO_STAFF)[number]['role'], method: string, path: string): boolean {
  if (role === 'owner') return true;
  if (role === 'manager')
    return !OWNER_ONLY.includes(`${method} ${path}`) && !isCataloguePath(path);
  if (isOfficePath(path) || APPROVER_ONLY.includes(`${method} ${path}`)) return false;
  return role === 'store-keeper' ? isIntakePath(path) : !isIntakePath(path);
}

let server: TestServer;
const tokens = new Map<string, string>();
beforeAll(async () => {
  server = await openTestServer();
  for (const staff of DEMO_STAFF) {
    const answer = await server.call<{ token: string; user: { role: string } }>(
      'POST',
      '/api/pos/login',
      { json: { email: staff.email, password: 'lamaa-demo-2026' } },
    );
    expect(answer.status, staff.email).toBe(200);
    expect(answer.body.user.role).toBe(staff.role);
    tokens.set(staff.role, answer.body.token);
  }
});
afterAll(async () => {
  await server.close();
});

describe('roles', () => {
  it('guards the counter, the intake and the office: 92 operations', () => {
    expect(guarded).toHaveLength(92);
    expect(guarded.filter(([, path]) => isIntakePath(path ?? ''))).toHaveLength(5);
    expect(guarded.filter(([, path]) => isOfficePath(path ?? ''))).toHaveLength(55);
    expect(guarded.filter(([, path]) => isCataloguePath(path ?? ''))).toHaveLength(22);
  });

  it.each(DEMO_STAFF.map((staff) => staff.role))(
    'lets the %s role call its own part and refuses the rest with access.forbidden',
    async (role) => {
      const token = tokens.get(role);
      const wrong: string[] = [];
      for (const [method = '', path = ''] of guarded) {
        const answer = await server.call<{ code?: string }>(method, `/api${path}`, {
          token,
          json: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        const refused = answer.status === 403 && answer.body.code === 'access.forbidden';
        if (refused === mayCall(role, method, path))
          wrong.push(`${method} ${path}: ${answer.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it("reads the employee's branch time zone with the session", async () => {
    const token = tokens.get('cashier') ?? '';
    await server.database.db.update(branches).set({ time_zone: 'Asia/Riyadh' });
    expect((await resolveSession(server.database.db, token))?.timeZone).toBe('Asia/Riyadh');
  });

  it("shows a vault's balance to the owner and the manager, never to a cashier", async () => {
    const balances = async (role: string) =>
      (
        await server.call<{ data: { balance?: number }[] }>('GET', '/api/pos/vaults', {
          token: tokens.get(role),
        })
      ).body.data.map((vault) => vault.balance);
    expect((await balances('cashier')).every((balance) => balance === undefined)).toBe(true);
    for (const role of ['owner', 'manager']) {
      const shown = await balances(role);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((balance) => typeof balance === 'number')).toBe(true);
    }
  });

  it('answers the role in the profile', async () => {
    const answer = await server.call<{ data: { role: string } }>('POST', '/api/pos/user', {
      token: tokens.get('store-keeper'),
    });
    expect(answer.body.data.role).toBe('store-keeper');
  });
});
