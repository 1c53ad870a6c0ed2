// Contract tests of the sign-in limits under parallel guessing: every attempt is counted before
// its password is checked, so guesses sent at once cannot slip past the limit together, and
// the guesses refused unchecked do not count against the client's address.
import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema/people.js';
import { DEMO_SIGN_IN, SECOND_SIGN_IN } from '../src/seed/seed-demo.js';
import { LOGIN_LIMITS } from '../src/services/login-limiter.js';
import { openTestServer, type TestServer } from './test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterEach(async () => {
  await server.database.db.delete(loginFailures);
});
afterAll(async () => {
  await server.close();
});

/** The failures counted against the test client's address (there is one client: this process). */
async function addressCount(): Promise<number | undefined> {
  const rows = await server.database.db
    .select()
    .from(loginFailures)
    .where(like(loginFailures.key, 'address:%'));
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows[0]?.count;
}

/** Sends `count` wrong passwords for one account at the same time; answers the statuses. */
async function guessAtOnce(email: string, count: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      server.call('POST', '/api/pos/login', { json: { email, password: `guess-${index}` } }),
    ),
  );
  return answers.map((answer) => answer.status);
}

describe('POST /api/pos/login under parallel guessing', () => {
  it('checks no more than the allowed number of guesses sent at once and refuses the rest with 429', async () => {
    const statuses = await guessAtOnce(SECOND_SIGN_IN.email, 16);
    // Guesses that arrive after the third failure is noted wait out the pause unchecked, so
    // between 3 and 5 are checked, depending on how the 16 interleave.
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(LOGIN_LIMITS.slowAfter);
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.account);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16 - checked);
    const locked = await server.call('POST', '/api/pos/login', { json: SECOND_SIGN_IN });
    expect(locked.status).toBe(429);
  });

  it('counts only the checked guesses against the address, so other accounts still sign in', async () => {
    const checked = (await guessAtOnce(SECOND_SIGN_IN.email, 40)).filter((s) => s === 401).length;
    expect(await addressCount()).toBe(checked);
    const other = await server.call('POST', '/api/pos/login', { json: DEMO_SIGN_IN });
    expect(other.status).toBe(200);
  });

  it('gives a successful attempt back to the address', async () => {
    for (let index = 0; index < LOGIN_LIMITS.address + 3; index += 1) {
      const answer = await server.call('POST', '/api/pos/login', { json: DEMO_SIGN_IN });
      expect(answer.status).toBe(200);
    }
    expect(await addressCount()).toBe(0);
  });
});
