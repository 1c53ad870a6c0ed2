// Hiring, set-password links, deactivation and changes of role: a link works once and only
// while it is the newest and young; a deactivated employee's sessions end at once; the
// refusals answer 4xx with their codes, never 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordLinks } from '../src/db/schema/people.js';
import { hashToken } from '../src/services/session-tokens.js';
import { type OfficeWorld, officeWorld, signIn } from './office-helpers.js';
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

interface Hired {
  data: { id: number; email: string; active: boolean; has_password: boolean };
  password_link: { token: string; path: string; expires_at: string; mail: string };
}

async function hire(email: string, role = 'cashier', token = world.tokens.owner) {
  const answer = await server.call<Hired>('POST', '/api/office/employees', {
    token,
    json: { name: { en: 'New Hire', ar: 'موظف جديد' }, email, role, branch_id: world.ownBranch },
  });
  expect(answer.status).toBe(201);
  return answer.body;
}

const setPassword = (token: string, password: string) =>
  server.call<{ code?: string; success?: boolean }>('POST', '/api/pos/set-password', {
    json: { token, password },
  });

const patch = (id: number, json: unknown, token = world.tokens.owner) =>
  server.call<{ code?: string; data?: { role: string; active: boolean; branch_id: number } }>(
    'PATCH',
    `/api/office/employees/${id}`,
    { token, json },
  );

describe('a new employee', () => {
  it('gets a one-time link that sets their password once, then signs in', async () => {
    const hired = await hire('Noor@Lamaa.demo');
    expect(hired.data).toMatchObject({
      email: 'noor@lamaa.demo',
      active: true,
      has_password: false,
    });
    expect(hired.password_link.path).toBe(
      `/office/set-password#token=${hired.password_link.token}`,
    );
    // No mail server is set up here: the owner copies the link.
    expect(hired.password_link.mail).toBe('off');
    const hours = (Date.parse(hired.password_link.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    const stored = await server.database.db
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.employee_id, hired.data.id));
    expect(stored.map((row) => row.token_hash)).toEqual([hashToken(hired.password_link.token)]);

    await expect(signIn(server, 'noor@lamaa.demo', 'noor-password-1')).rejects.toThrow();
    expect((await setPassword(hired.password_link.token, 'noor-password-1')).body.success).toBe(
      true,
    );
    const token = await signIn(server, 'noor@lamaa.demo', 'noor-password-1');
    const profile = await server.call<{ data: { role: string } }>('POST', '/api/pos/user', {
      token,
    });
    expect(profile.body.data.role).toBe('cashier');
    const again = await setPassword(hired.password_link.token, 'another-password');
    expect([again.status, again.body.code]).toEqual([422, 'password-link.invalid']);
    expect(await signIn(server, 'noor@lamaa.demo', 'noor-password-1')).toBeTruthy();
  });

  it('cannot open the office as a cashier', async () => {
    const hired = await hire('sara@lamaa.demo');
    await setPassword(hired.password_link.token, 'sara-password-1');
    const token = await signIn(server, 'sara@lamaa.demo', 'sara-password-1');
    const answer = await server.call<{ code: string }>('GET', '/api/office/business', { token });
    expect([answer.status, answer.body.code]).toEqual([403, 'access.forbidden']);
  });

  it('answers 409 staff.email-taken for an email already in use, whatever its case', async () => {
    const answer = await server.call<{ code: string }>('POST', '/api/office/employees', {
      token: world.tokens.owner,
      json: {
        name: { en: 'Twin', ar: 'توأم' },
        email: 'CASHIER@lamaa.demo',
        role: 'cashier',
        branch_id: world.ownBranch,
      },
    });
    expect([answer.status, answer.body.code]).toEqual([409, 'staff.email-taken']);
  });
});

describe('set-password links', () => {
  it('die when a newer one is made, and the newer one works', async () => {
    const hired = await hire('omar@lamaa.demo', 'store-keeper', world.tokens.manager);
    const renewed = await server.call<{ data: { token: string } }>(
      'POST',
      `/api/office/employees/${hired.data.id}/password-link`,
      { token: world.tokens.manager },
    );
    expect(renewed.status).toBe(201);
    const old = await setPassword(hired.password_link.token, 'omar-password-1');
    expect([old.status, old.body.code]).toEqual([422, 'password-link.invalid']);
    expect((await setPassword(renewed.body.data.token, 'omar-password-1')).status).toBe(200);
  });

  it('answers password-link.expired past their life and password.too-short for a short password', async () => {
    const hired = await hire('huda@lamaa.demo');
    const short = await setPassword(hired.password_link.token, 'short');
    expect([short.status, short.body.code]).toEqual([422, 'password.too-short']);
    await server.database.db
      .update(passwordLinks)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.employee_id, hired.data.id));
    const late = await setPassword(hired.password_link.token, 'huda-password-1');
    expect([late.status, late.body.code]).toEqual([422, 'password-link.expired']);
    const unknown = await setPassword('not-a-token', 'huda-password-1');
    expect([unknown.status, unknown.body.code]).toEqual([422, 'password-link.invalid']);
  });

  it('set one password when the same link is used twice at once', async () => {
    const hired = await hire('mariam@lamaa.demo');
    const answers = await Promise.all([
      setPassword(hired.password_link.token, 'mariam-password-1'),
      setPassword(hired.password_link.token, 'mariam-password-2'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
    const winner = answers[0]?.status === 200 ? 'mariam-password-1' : 'mariam-password-2';
    expect(await signIn(server, 'mariam@lamaa.demo', winner)).toBeTruthy();
  });

  it('end the sessions the employee had when a new password is set', async () => {
    const hired = await hire('reem@lamaa.demo');
    await setPassword(hired.password_link.token, 'reem-password-1');
    const before = await signIn(server, 'reem@lamaa.demo', 'reem-password-1');
    const link = await server.call<{ data: { token: string } }>(
      'POST',
      `/api/office/employees/${hired.data.id}/password-link`,
      { token: world.tokens.owner },
    );
    // The current password keeps working until the link is used.
    expect((await server.call('POST', '/api/pos/user', { token: before })).status).toBe(200);
    await setPassword(link.body.data.token, 'reem-password-2');
    expect((await server.call('POST', '/api/pos/user', { token: before })).status).toBe(401);
    await expect(signIn(server, 'reem@lamaa.demo', 'reem-password-1')).rejects.toThrow();
  });
});

describe('deactivation', () => {
  it('ends the sessions at once, refuses sign-in and new links, and reactivation lets them back', async () => {
    const hired = await hire('faisal@lamaa.demo');
    await setPassword(hired.password_link.token, 'faisal-password-1');
    const token = await signIn(server, 'faisal@lamaa.demo', 'faisal-password-1');
    // A call first, so the session is in the server's cache when the employee is deactivated.
    expect((await server.call('POST', '/api/pos/user', { token })).status).toBe(200);
    const off = await patch(hired.data.id, { active: false }, world.tokens.manager);
    expect(off.body.data?.active).toBe(false);
    const after = await server.call<{ code: string }>('POST', '/api/pos/user', { token });
    expect([after.status, after.body.code]).toEqual([401, 'auth.unauthenticated']);
    await expect(signIn(server, 'faisal@lamaa.demo', 'faisal-password-1')).rejects.toThrow();
    const link = await server.call<{ code: string }>(
      'POST',
      `/api/office/employees/${hired.data.id}/password-link`,
      { token: world.tokens.owner },
    );
    expect([link.status, link.body.code]).toEqual([409, 'staff.inactive']);
    expect((await patch(hired.data.id, { active: true })).body.data?.active).toBe(true);
    expect(await signIn(server, 'faisal@lamaa.demo', 'faisal-password-1')).toBeTruthy();
    expect((await server.call('POST', '/api/pos/user', { token })).status).toBe(401);
  });

  it('takes a new role at once, for sessions already open', async () => {
    const hired = await hire('latifa@lamaa.demo');
    await setPassword(hired.password_link.token, 'latifa-password-1');
    const token = await signIn(server, 'latifa@lamaa.demo', 'latifa-password-1');
    expect((await server.call('GET', '/api/pos/coupons', { token })).status).toBe(200);
    expect((await patch(hired.data.id, { role: 'store-keeper' })).body.data?.role).toBe(
      'store-keeper',
    );
    const refused = await server.call<{ code: string }>('GET', '/api/pos/coupons', { token });
    expect([refused.status, refused.body.code]).toEqual([403, 'access.forbidden']);
  });

  it('refuses changing yourself with staff.self-change', async () => {
    const answer = await patch(world.staff.owner.id, { active: false });
    expect([answer.status, answer.body.code]).toEqual([422, 'staff.self-change']);
    expect((await server.call('POST', '/api/pos/user', { token: world.tokens.owner })).status).toBe(
      200,
    );
  });
});

describe('bad staff input', () => {
  const valid = () => ({
    name: { en: 'Valid', ar: 'صالح' },
    email: 'valid@lamaa.demo',
    role: 'cashier',
    branch_id: world.ownBranch,
  });

  it.each([
    ['no name', { name: undefined }, 'validation.failed', 'name'],
    ['an Arabic name missing', { name: { en: 'Only English' } }, 'validation.failed', 'name.ar'],
    ['a bad email', { email: 'not-an-email' }, 'validation.failed', 'email'],
    ['an unknown role', { role: 'boss' }, 'validation.failed', 'role'],
    ['a cashier without a branch', { branch_id: null }, 'staff.branch-required', 'branch_id'],
    ['a branch that does not exist', { branch_id: 999_999 }, 'branch.not-found', 'branch_id'],
    ['a branch that is text', { branch_id: 'main' }, 'validation.failed', 'branch_id'],
  ])('answers 422 for %s', async (_, change, code, field) => {
    const answer = await server.call<{ code: string; errors: Record<string, string[]> }>(
      'POST',
      '/api/office/employees',
      { token: world.tokens.owner, json: { ...valid(), ...change } },
    );
    expect([answer.status, answer.body.code]).toEqual([422, code]);
    expect(Object.keys(answer.body.errors)).toContain(field);
  });

  it.each([
    ['a role that is not one', { role: 'boss' }, 'validation.failed'],
    ['active as text', { active: 'no' }, 'validation.failed'],
    ['a manager without a branch', { role: 'manager', branch_id: null }, 'staff.branch-required'],
  ])('answers 422 to a change with %s', async (_, change, code) => {
    const answer = await patch(world.staff['store-keeper'].id, change);
    expect([answer.status, answer.body.code]).toEqual([422, code]);
  });

  it('answers 404 staff.not-found for an employee id that names no one', async () => {
    const answer = await patch(2_147_483_647, { active: false });
    expect([answer.status, answer.body.code]).toEqual([404, 'staff.not-found']);
  });
});
