// Device cookies (OWASP's defence against sign-in lock-out): a browser that has signed an
// employee in gets a random token in an HttpOnly cookie named after that employee; its later
// sign-ins are limited under its own key, not the account's.
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { trustedDevices } from '../db/schema/people.js';
import { hashToken, newToken } from './session-tokens.js';

/** How long a device stays trusted after its last sign-in. */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** The cookie a browser keeps for one employee (several colleagues may share a counter PC). */
export function deviceCookieName(employeeId: number): string {
  return `lamaa_device_${employeeId}`;
}

/** The hash of `token` when it is a device that signed this employee in within its lifetime. */
export async function knownDevice(
  db: Db,
  employeeId: number,
  token: string | undefined,
  now: Date,
): Promise<string | undefined> {
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ tokenHash: trustedDevices.token_hash })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.token_hash, tokenHash),
        eq(trustedDevices.employee_id, employeeId),
        gt(trustedDevices.last_used_at, new Date(now.getTime() - DEVICE_LIFETIME_MS)),
      ),
    );
  return row?.tokenHash;
}

/**
 * After a successful sign-in: refreshes a known device, or trusts this browser with a new token.
 * Answers the token the cookie should hold.
 */
export async function trustDevice(
  db: Db,
  employeeId: number,
  known: { token: string; hash: string } | undefined,
  now: Date,
): Promise<string> {
  if (known) {
    await db
      .update(trustedDevices)
      .set({ last_used_at: now })
      .where(eq(trustedDevices.token_hash, known.hash));
    return known.token;
  }
  const token = newToken();
  await db.insert(trustedDevices).values({
    token_hash: hashToken(token),
    employee_id: employeeId,
    created_at: now,
    last_used_at: now,
  });
  return token;
}
