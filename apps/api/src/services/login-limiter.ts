// Counts failed sign-ins in a fixed window under keys: the account and the client address for a
// browser the server does not know, or the browser's own key for one that has signed the
// employee in before (a trusted device). Guessing is slowed to a handful of tries per quarter
// hour, and after a few failures each next try must wait longer.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { loginFailures } from '../db/schema/people.js';

/**
 * Failures a key may have in one window before sign-in is refused, and the growing pause: after
 * `slowAfter` failures the next try waits `pauseMs`, then twice that, and so on up to the limit.
 */
export const LOGIN_LIMITS = {
  account: 5,
  device: 5,
  address: 20,
  windowMs: 15 * 60 * 1000,
  slowAfter: 3,
  pauseMs: 30 * 1000,
} as const;

/** A key an attempt is counted under, its limit, and whether failures also pause it. */
export interface LimitKey {
  readonly key: string;
  readonly limit: number;
  readonly pauses: boolean;
}

/**
 * The keys a sign-in attempt is counted under: a trusted device's own key, else the account's
 * and the client address's (the address only limits spraying across accounts, it never pauses,
 * so colleagues behind one branch router do not slow each other down).
 */
export function limiterKeys(email: string, address: string, deviceHash?: string): LimitKey[] {
  if (deviceHash)
    return [{ key: `device:${deviceHash}`, limit: LOGIN_LIMITS.device, pauses: true }];
  return [
    { key: `account:${email.trim().toLowerCase()}`, limit: LOGIN_LIMITS.account, pauses: true },
    { key: `address:${address}`, limit: LOGIN_LIMITS.address, pauses: false },
  ];
}

/** A key's failures as stored. */
export interface FailureRow {
  readonly count: number;
  readonly window_started_at: Date;
  readonly last_failed_at: Date | null;
}

/**
 * Milliseconds until a key may try again: the rest of the window once the limit is reached,
 * else the pause its failures have earned, else 0.
 */
export function waitFor(row: FailureRow | undefined, key: LimitKey, now: Date): number {
  if (!row) return 0;
  const windowWait = windowLeft(row.window_started_at, now);
  if (windowWait === 0) return 0;
  if (row.count >= key.limit) return windowWait;
  if (!key.pauses || row.count < LOGIN_LIMITS.slowAfter || !row.last_failed_at) return 0;
  const pause = LOGIN_LIMITS.pauseMs * 2 ** (row.count - LOGIN_LIMITS.slowAfter);
  return Math.max(0, row.last_failed_at.getTime() + pause - now.getTime());
}

/** Milliseconds until the key may try again, or 0 when it may now. */
export async function lockedFor(db: Db, key: LimitKey, now: Date): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.key, key.key));
  return waitFor(row, key, now);
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

/** Notes when a checked attempt failed, which starts the pause before the next one. */
export async function markFailed(db: Db, key: string, now: Date): Promise<void> {
  await db.update(loginFailures).set({ last_failed_at: now }).where(eq(loginFailures.key, key));
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

/** Forgets a key's failures after a successful sign-in. */
export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
