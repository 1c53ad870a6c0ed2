// Password guessing against the real server (issue 9, resilience): the limit engages after the
// allowed failures, even for guesses sent in parallel and even for the right password, while
// employees of other accounts sign in and work as usual.
import { expect, test } from '../fixtures/own-server-test.js';
import { ACCOUNTS, ApiSession, send } from './api-session.js';
import { runPool } from './run-pool.js';

/**
 * apps/api LOGIN_LIMITS: failures allowed per account and per client address in 15 minutes, and
 * the failures after which each next try must wait (guesses arriving then are refused unchecked).
 */
const LIMITS = { account: 5, address: 20, slowAfter: 3 } as const;
const GUESSES = 60;

/** Signs in from `address` (as a proxy in front of the server would say) and answers the status. */
async function signIn(
  baseUrl: string,
  account: { readonly email: string; readonly password: string },
  address?: string,
) {
  return send<{ message?: string; token?: string }>(baseUrl, 'POST', '/api/pos/login', {
    json: account,
    headers: address ? { 'x-forwarded-for': address } : {},
  });
}

test('guessing one account locks it after at most 5 failures, in parallel too; other accounts are unaffected', async ({
  ownServer,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer(18631);
  const cashier = await ApiSession.signIn(server.url, ACCOUNTS.cashier);
  const victim = ACCOUNTS.oasisOwner.email;

  const statuses: number[] = [];
  const started = Date.now();
  await runPool(
    Array.from({ length: GUESSES }, (_, index) => `guess-${index}`),
    10,
    async (password) => {
      const answer = await signIn(server.url, { email: victim, password });
      statuses.push(answer.status);
      if (answer.status === 429)
        expect(answer.body.message).toMatch(/^Too many failed sign-in attempts\. Please wait/);
      // The cashier keeps working while the guessing goes on.
      if (statuses.length % 15 === 0)
        expect((await cashier.request('POST', '/api/pos/user')).status).toBe(200);
    },
  );
  const attackMs = Date.now() - started;
  const verified = statuses.filter((status) => status === 401).length;
  expect(verified, 'guesses checked before the pause').toBeGreaterThanOrEqual(LIMITS.slowAfter);
  expect(verified, 'guesses checked before the lock').toBeLessThanOrEqual(LIMITS.account);
  expect(statuses.filter((status) => status === 429)).toHaveLength(GUESSES - verified);

  // The right password is refused too while the lock holds.
  const locked = await signIn(server.url, ACCOUNTS.oasisOwner);
  expect(locked.status).toBe(429);
  // Another account signs in from the same address.
  const other = await signIn(server.url, ACCOUNTS.cashier);
  expect(other.status).toBe(200);
  test.info().annotations.push({
    type: 'figures',
    description: `${GUESSES} guesses at 10 in parallel in ${attackMs} ms: ${verified} checked, the rest refused`,
  });
});

test('behind a trusted proxy, one address spraying accounts is locked out and other addresses are not', async ({
  ownServer,
}) => {
  test.setTimeout(60_000);
  const server = await ownServer(18632, { LAMAA_TRUST_PROXY: '1' });
  const attacker = '203.0.113.7';
  const branch = '198.51.100.20';

  const statuses: number[] = [];
  for (let index = 0; index < LIMITS.address + 5; index += 1)
    statuses.push(
      (await signIn(server.url, { email: `nobody${index}@spray.test`, password: 'x' }, attacker))
        .status,
    );
  expect(statuses.slice(0, LIMITS.address)).toEqual(Array(LIMITS.address).fill(401));
  expect(statuses.slice(LIMITS.address)).toEqual(Array(5).fill(429));
  // The attacker's address is refused even with real credentials...
  expect((await signIn(server.url, ACCOUNTS.cashier, attacker)).status).toBe(429);
  // ...while the branch's till signs in as usual.
  const till = await signIn(server.url, ACCOUNTS.cashier, branch);
  expect(till.status).toBe(200);
  expect(till.body.token).toBeTruthy();
});
