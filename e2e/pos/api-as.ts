// Calls the API as one of the demo accounts, for a spec's set-up and its checks by the wire.
import type { APIRequestContext } from '@playwright/test';
import { DEMO_CASHIER } from '../fixtures/lamaa-server.js';

/** A demo account's sign-in. */
export interface Account {
  readonly email: string;
  readonly password: string;
}

/** The headers of a call made as `who` (the demo cashier unless named). */
export async function bearer(
  request: APIRequestContext,
  who: Account = DEMO_CASHIER,
): Promise<Record<string, string>> {
  const login = await request.post('/api/pos/login', { data: who });
  if (login.status() !== 200) throw new Error(`sign-in as ${who.email}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}`, Accept: 'application/json' };
}
