// Contract tests of health, sign-in (argon2id, limits), sessions, profile, and the
// answers every client mistake gets (404, 405, 400, 413, 415) with the security headers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../src/app.js';
import { businesses, loginFailures, sessions } from '../src/db/schema/people.js';
import { DEMO_SIGN_IN, SECOND_SIGN_IN } from '../src/seed/seed-demo.js';
import { LOGIN_LIMITS } from '../src/services/login-limiter.js';
import { hashToken } from '../src/services/session-tokens.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/health', () => {
  it('answers ok with the security headers', async () => {
    const answer = await server.call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', version: '1.0.0', database: 'ok' });
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp.split(';').find((part) => part.trim().startsWith('script-src'))).not.toContain(
      'unsafe-inline',
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
  });
});

describe('POST /api/pos/login', () => {
  it('signs the demo cashier in with a token and the profile', async () => {
    const answer = await server.call<{
      token: string;
      user: { name: { en: string }; email: string; business_id: number };
    }>('POST', '/api/pos/login', { json: DEMO_SIGN_IN });
    expect(answer.status).toBe(200);
    expect(answer.body.token.length).toBeGreaterThan(30);
    expect(answer.body.user.name.en).toBe('Sami Cashier');
    expect(answer.body.user.email).toBe(DEMO_SIGN_IN.email);
  });

  it('keeps only the sha-256 of the token, with a 7-day life', async () => {
    const answer = await server.call<{ token: string }>('POST', '/api/pos/login', {
      json: DEMO_SIGN_IN,
    });
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(answer.body.token)));
    expect(row).toBeDefined();
    const days = ((row?.expires_at.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const raw = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.token_hash, answer.body.token));
    expect(raw).toHaveLength(0);
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const answer = await server.call('POST', '/api/pos/login', {
      json: { email: 'manager@lamaa.demo', password: 'wrong' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('auth.invalid-credentials');
    expect(answer.body.message).toBe('These credentials do not match our records.');
  });

  it.each([
    [{ password: 'x' }, 'email', 'The email field is required.'],
    [{ email: 'a@b.c' }, 'password', 'The password field is required.'],
    [{ email: 42, password: 'x' }, 'email', 'The email must be text.'],
    [{ email: 'a@b.c', password: ['x'] }, 'password', 'The password must be text.'],
    [{ email: '', password: 'x' }, 'email', 'The email field is required.'],
  ])('answers 422 naming the field for %j', async (json, field, message) => {
    const answer = await server.call<{ code: string; errors: Record<string, string[]> }>(
      'POST',
      '/api/pos/login',
      { json },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('validation.failed');
    expect(answer.body.errors[field]).toEqual([message]);
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body', async () => {
    const malformed = await server.call('POST', '/api/pos/login', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    const text = await server.call('POST', '/api/pos/login', {
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });

  it('answers 413 for a body over the limit', async () => {
    const answer = await server.call('POST', '/api/pos/login', {
      json: { email: 'a@b.c', password: 'x'.repeat(JSON_BODY_LIMIT) },
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/too large/);
  });

  it('pauses an account after 3 failures with 429 and Retry-After, even for the right password', async () => {
    const attempt = (password: string) =>
      server.call('POST', '/api/pos/login', { json: { email: SECOND_SIGN_IN.email, password } });
    for (let index = 0; index < LOGIN_LIMITS.slowAfter; index += 1)
      expect((await attempt('nope')).status).toBe(401);
    const paused = await attempt(SECOND_SIGN_IN.password);
    expect(paused.status).toBe(429);
    expect(paused.body).toMatchObject({ code: 'auth.too-many-attempts', params: { minutes: 1 } });
    expect(paused.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait 1 minute/);
    const retryAfter = Number(paused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_LIMITS.pauseMs / 1000);
    await server.database.db.delete(loginFailures);
  });

  it('locks a client address after 20 failures across accounts', async () => {
    let last = 0;
    for (let index = 0; index < LOGIN_LIMITS.address + 1; index += 1) {
      last = (
        await server.call('POST', '/api/pos/login', {
          json: { email: `nobody${index}@x.ae`, password: 'nope' },
        })
      ).status;
    }
    expect(last).toBe(429);
    const other = await server.call('POST', '/api/pos/login', {
      json: { email: 'manager@lamaa.demo', password: DEMO_SIGN_IN.password },
    });
    expect(other.status).toBe(429);
    await server.database.db.delete(loginFailures);
  });
});

describe('sessions and profile', () => {
  it('answers the profile in a data wrapper, with the branch', async () => {
    const token = await server.login();
    const answer = await server.call<{ data: { email: string; branch: { name: { en: string } } } }>(
      'POST',
      '/api/pos/user',
      { token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.email).toBe(DEMO_SIGN_IN.email);
    expect(answer.body.data.branch.name.en).toBe('Al Quoz Branch');
  });

  it("answers the branch's time zone and the business's name and logo, for the receipts", async () => {
    const token = await server.login();
    const profile = async () =>
      (
        await server.call<{
          data: { time_zone: string; business_name: string; logo_url: unknown };
        }>('POST', '/api/pos/user', { token })
      ).body.data;
    expect(await profile()).toMatchObject({
      time_zone: 'Asia/Dubai',
      business_name: 'Lamaa Car Care',
      logo_url: null,
    });
    const logo = '/api/images/logo-of-the-test.webp';
    await server.database.db.update(businesses).set({ logo_url: logo });
    try {
      expect((await profile()).logo_url).toBe(logo);
    } finally {
      await server.database.db.update(businesses).set({ logo_url: null });
    }
  });

  it('answers 401 without a token, with a bad token, and after logout', async () => {
    expect((await server.call('POST', '/api/pos/user')).status).toBe(401);
    expect((await server.call('POST', '/api/pos/user', { token: 'not-a-token' })).status).toBe(401);
    const token = await server.call<{ token: string }>('POST', '/api/pos/login', {
      json: DEMO_SIGN_IN,
    });
    const out = await server.call('POST', '/api/pos/logout', { token: token.body.token });
    expect(out.status).toBe(200);
    const after = await server.call('POST', '/api/pos/user', { token: token.body.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Unauthenticated. Please sign in again.');
  });

  it('answers 401 once a session has expired', async () => {
    const token = await server.call<{ token: string }>('POST', '/api/pos/login', {
      json: DEMO_SIGN_IN,
    });
    await server.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.token_hash, hashToken(token.body.token)));
    expect((await server.call('POST', '/api/pos/user', { token: token.body.token })).status).toBe(
      401,
    );
  });
});

describe('unknown paths and methods', () => {
  it('answers 404 JSON for an unknown API path', async () => {
    const answer = await server.call('GET', '/api/pos/nothing-here/at-all', { unchecked: true });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      code: 'request.unknown-path',
      message: 'There is no API path /api/pos/nothing-here/at-all.',
      params: { path: '/api/pos/nothing-here/at-all' },
    });
  });

  it('answers 405 JSON with Allow for a wrong method', async () => {
    const answer = await server.call('PUT', '/api/pos/order', { unchecked: true });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, POST');
    expect(answer.body.message).toBe('The PUT method is not supported here. Use GET or POST.');
  });

  it('explains that the POS is not built when its folder is missing', async () => {
    const answer = await server.call('GET', '/orders', { unchecked: true });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
  });
});
