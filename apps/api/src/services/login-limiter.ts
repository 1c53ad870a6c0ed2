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
  return windowLeft(row.window_started_at, now);
}

/** A key's count in its current window, as it stands after an update. */
export interface AttemptCount {
  readonly count: number;
  readonly windowStartedAt: Date;
}

/**
 * Counts one attempt as a failure, starting a new window when the old one has passed, and
 * answers the new count. Counting before the password is checked, in one atomic statement,
 * means parallel guesses each see their own place in line and cannot all pass the limit.
 */
export async function countAttempt(db: Db, key: string, now: Date): Promise<AttemptCount> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1, window_started_at: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: sql`case when ${loginFailures.window_started_at} < ${windowStart.toISOString()} then 1 else ${loginFailures.count} + 1 end`,
        window_started_at: sql`case when ${loginFailures.window_started_at} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${loginFailures.window_started_at} end`,
      },
    })
    .returning({ count: loginFailures.count, windowStartedAt: loginFailures.window_started_at });
  if (!row) throw new Error('The sign-in attempt was not counted.');
  return row;
}

/** Milliseconds until a window that started at `windowStartedAt` is over. */
export function windowLeft(windowStartedAt: Date, now: Date): number {
  return Math.max(0, windowStartedAt.getTime() + LOGIN_LIMITS.windowMs - now.getTime());
}

/** Gives back one counted attempt (a sign-in that succeeded was not a failure). */
export async function forgiveAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ count: sql`greatest(${loginFailures.count} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

/** Forgets an account's failures after a successful sign-in. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
