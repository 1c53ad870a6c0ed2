// Sign-in limits that cannot be turned against the staff: guesses from elsewhere lock out
// browsers the server does not know, never the counter PC the employee signed in on before
// (its device cookie), and failures pause each next try a little longer. The clock is passed
// in, so the pauses are checked without waiting.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/api-error.js';
import { employees, loginFailures } from '../src/db/schema/people.js';
import { DEMO_SIGN_IN, SECOND_SIGN_IN } from '../src/seed/seed-demo.js';
import { login } from '../src/services/auth-service.js';
import { LOGIN_LIMITS } from '../src/services/login-limiter.js';
import { deviceCookieName } from '../src/services/trusted-device.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
/** The device cookie's name for the second business's owner, whose sign-ins these tests try. */
let secondCookie: string;
beforeAll(async () => {
  server = await openTestServer();
  const [owner] = await server.database.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.email, SECOND_SIGN_IN.email));
  secondCookie = deviceCookieName(owner?.id ?? 0);
});
afterEach(async () => {
  await server.database.db.delete(loginFailures);
});
afterAll(async () => {
  await server.close();
});

const START = new Date('2026-11-25T08:00:00Z');
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);

/** Signs in through the service at a given time; answers 200, or the refusal's status. */
async function tryAt(
  seconds: number,
  password: string,
  cookies: Record<string, string> = {},
  address = '192.0.2.1',
): Promise<number> {
  try {
    await login(
      server.database.db,
      { email: SECOND_SIGN_IN.email, password, address, cookies },
      at(seconds),
    );
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

/** Signs an account in at the start and answers the device cookie its browser was given. */
async function deviceCookieOf(account: {
  email: string;
  password: string;
}): Promise<Record<string, string>> {
  const { device } = await login(server.database.db, { ...account, address: '192.0.2.1' }, at(0));
  return { [device.name]: device.token };
}

describe('device cookies', () => {
  it('are set on a successful sign-in: HttpOnly, SameSite=Strict, for the sign-in call only', async () => {
    const answer = await server.call('POST', '/api/pos/login', { json: DEMO_SIGN_IN });
    expect(answer.status).toBe(200);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^lamaa_device_\d+=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/pos/login');
    expect(answer.body).not.toHaveProperty('device');
  });

  it('let the employee sign in on their own PC while guesses from elsewhere lock the account', async () => {
    const counterPc = await deviceCookieOf(SECOND_SIGN_IN);
    // The attacker spaces the guesses out past every pause, up to the limit.
    const statuses: number[] = [];
    for (const seconds of [60, 120, 180, 400, 800, 850])
      statuses.push(await tryAt(seconds, 'guess'));
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await tryAt(860, SECOND_SIGN_IN.password)).toBe(429);
    expect(await tryAt(860, SECOND_SIGN_IN.password, counterPc)).toBe(200);
  });

  it("are the employee's own: another employee's cookie, or a made-up one, is a stranger", async () => {
    const foreign = await deviceCookieOf(DEMO_SIGN_IN);
    for (const seconds of [1, 2, 3]) expect(await tryAt(seconds, 'guess')).toBe(401);
    expect(await tryAt(4, SECOND_SIGN_IN.password, foreign)).toBe(429);
    const madeUp = { [secondCookie]: 'x'.repeat(43) };
    expect(await tryAt(4, SECOND_SIGN_IN.password, madeUp)).toBe(429);
  });

  it('lock only the device itself after its own failures', async () => {
    const pc = await deviceCookieOf(SECOND_SIGN_IN);
    for (const seconds of [1, 2, 3, 40, 100]) expect(await tryAt(seconds, 'typo', pc)).toBe(401);
    expect(await tryAt(200, SECOND_SIGN_IN.password, pc)).toBe(429);
    // A browser without the cookie is limited on the account, which those typos never touched.
    expect(await tryAt(200, SECOND_SIGN_IN.password)).toBe(200);
  });
});

describe('pauses after failures', () => {
  it('double after the third failure, then lock the account for the window', async () => {
    for (const seconds of [0, 1, 2]) expect(await tryAt(seconds, 'guess')).toBe(401);
    // Third failure at 2 s: the next try waits 30 s, then 60 s after the fourth.
    expect(await tryAt(31, 'guess')).toBe(429);
    expect(await tryAt(32, 'guess')).toBe(401);
    expect(await tryAt(91, 'guess')).toBe(429);
    expect(await tryAt(92, 'guess')).toBe(401);
    // Five failures: the right password waits for the window (15 minutes from the first).
    expect(await tryAt(600, SECOND_SIGN_IN.password)).toBe(429);
    expect(await tryAt(LOGIN_LIMITS.windowMs / 1000 + 1, SECOND_SIGN_IN.password)).toBe(200);
  });

  it('never pause the colleagues behind one branch address', async () => {
    for (const index of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const status = await login(
        server.database.db,
        { email: `nobody${index}@x.ae`, password: 'nope', address: '198.51.100.20' },
        at(index),
      ).catch((error: unknown) => (error instanceof ApiError ? error.status : 0));
      expect(status).toBe(401);
    }
    expect(await tryAt(9, SECOND_SIGN_IN.password, {}, '198.51.100.20')).toBe(200);
  });
});
