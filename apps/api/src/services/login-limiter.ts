// Counts failed sign-ins per account and per client address in a fixed window, so guessing
// passwords is slowed to a handful of tries per quarter hour.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { loginFailures } from '../db/schema/people.js';

/** How many failures a key may have in one window before sign-in is refused. */
export const LOGIN_LIMITS = { account: 5, address: 20, windowMs: 15 * 60 * 1000 } as const;

/** The keys a sign-in attempt is counted under. */
export function limiterKeys(email: string, address: string): { account: string; address: string } {
  return { account: `account:${email.trim().toLowerCase()}`, address: `address:${address}` };
}

/** Milliseconds until the key may try again, or 0 when it is not locked. */
export async function lockedFor(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key));
  if (!row || row.count < limit) return 0;
  const until = row.window_started_at.getTime() + LOGIN_LIMITS.windowMs;
  return Math.max(0, until - now.getTime());
}

/** Counts one failure, starting a new window when the old one has passed. */
export async function recordFailure(db: Db, key: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  await db
    .insert(loginFailures)
    .values({ key, count: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.window_started_at} < ${windowStart.toISOString()} then 1 else ${loginFailures.count} + 1 end`,
        window_started_at: sql`case when ${loginFailures.window_started_at} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${loginFailures.window_started_at} end`,
      },
    });
}

/** Forgets an account's failures after a successful sign-in. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
