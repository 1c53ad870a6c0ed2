// Sign-in with argon2id and device cookies, sessions with a 7-day life, revocation on logout.
import { DEFAULT_BRANCH_TIME_ZONE } from '@lamaa/domain';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { branches, employees, sessions } from '../db/schema/people.js';
import { ApiError } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import {
  clearFailures,
  countAttempt,
  forgiveAttempt,
  type LimitKey,
  limiterKeys,
  lockedFor,
  markFailed,
  windowLeft,
} from './login-limiter.js';
import { loadProfile, type Profile } from './profile.js';
import type { SessionCache } from './session-cache.js';
import { hashToken, newToken, SESSION_LIFETIME_MS } from './session-tokens.js';
import { deviceCookieName, knownDevice, trustDevice } from './trusted-device.js';

// Verified when the email is unknown, so a wrong email costs as long as a wrong password.
const DUMMY_HASH = await hash('not-a-real-password');

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

function tooMany(ms: number): ApiError {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return new ApiError(429, 'auth.too-many-attempts', {
    params: { minutes },
    headers: { 'Retry-After': String(Math.ceil(ms / 1000)) },
  });
}

/** What a sign-in answers: the session token and profile, and the device cookie to set. */
export interface LoginAnswer {
  readonly token: string;
  readonly user: Profile;
  readonly device: { readonly name: string; readonly token: string };
}

/** Counts the attempt under every key; past a key's limit, gives back what it counted and refuses. */
async function countUnder(db: Db, keys: readonly LimitKey[], now: Date): Promise<void> {
  for (const [index, key] of keys.entries()) {
    const attempt = await countAttempt(db, key.key, now);
    if (attempt.count > key.limit) {
      for (const earlier of keys.slice(0, index)) await forgiveAttempt(db, earlier.key);
      throw tooMany(windowLeft(attempt.windowStartedAt, now));
    }
  }
}

/**
 * Checks the credentials and opens a session; 401 for wrong ones, 429 while a limit or a pause
 * holds. A browser with the employee's device cookie is limited on its own key, so guesses from
 * elsewhere never lock the employee out of a counter they have used before.
 */
export async function login(
  db: Db,
  input: {
    email: string;
    password: string;
    address: string;
    cookies?: Readonly<Record<string, string>>;
  },
  now = new Date(),
): Promise<LoginAnswer> {
  const email = input.email.trim().toLowerCase();
  const [employee] = await db
    .select()
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, email));
  const presented = employee ? input.cookies?.[deviceCookieName(employee.id)] : undefined;
  const deviceHash = employee ? await knownDevice(db, employee.id, presented, now) : undefined;
  const keys = limiterKeys(email, input.address, deviceHash);
  let wait = 0;
  for (const key of keys) wait = Math.max(wait, await lockedFor(db, key, now));
  if (wait > 0) throw tooMany(wait);
  // Each attempt is counted before the password is checked, so parallel guesses beyond the
  // limit are refused unchecked; an attempt that is not checked, or succeeds, is given back.
  await countUnder(db, keys, now);
  const valid = await verify(employee?.password_hash ?? DUMMY_HASH, input.password).catch(
    () => false,
  );
  if (!employee || !valid || !employee.is_active) {
    for (const key of keys) if (key.pauses) await markFailed(db, key.key, now);
    throw new ApiError(401, 'auth.invalid-credentials');
  }
  const [own, ...shared] = keys;
  if (own) await clearFailures(db, own.key);
  for (const key of shared) await forgiveAttempt(db, key.key);
  const token = newToken();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    employee_id: employee.id,
    business_id: employee.business_id,
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  const known = presented && deviceHash ? { token: presented, hash: deviceHash } : undefined;
  return {
    token,
    user: await loadProfile(db, employee.id),
    device: {
      name: deviceCookieName(employee.id),
      token: await trustDevice(db, employee.id, known, now),
    },
  };
}

/** Finds the live session of a token, or undefined when unknown, expired or revoked. */
export async function resolveSession(
  db: Db,
  token: string,
  now = new Date(),
  cache?: SessionCache,
): Promise<AuthContext | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, now);
  if (cached) return cached;
  const [row] = await db
    .select({
      employeeId: sessions.employee_id,
      businessId: sessions.business_id,
      branchId: employees.branch_id,
      role: employees.role,
      timeZone: branches.time_zone,
      expiresAt: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(employees, eq(employees.id, sessions.employee_id))
    .leftJoin(branches, eq(branches.id, employees.branch_id))
    .where(
      and(
        eq(sessions.token_hash, tokenHash),
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        eq(employees.is_active, true),
      ),
    );
  if (!row) return undefined;
  const auth = {
    employeeId: row.employeeId,
    businessId: row.businessId,
    branchId: row.branchId,
    role: row.role,
    timeZone: row.timeZone ?? DEFAULT_BRANCH_TIME_ZONE,
    tokenHash,
  };
  cache?.set(auth, row.expiresAt);
  return auth;
}

/** Revokes the session so its token stops working at once. */
export async function logout(
  db: Db,
  tokenHash: string,
  now = new Date(),
  cache?: SessionCache,
): Promise<void> {
  cache?.delete(tokenHash);
  await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.token_hash, tokenHash));
}
