// Sign-in with argon2id, sessions with a 7-day life, revocation on logout.
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
  limiterKeys,
  lockedFor,
  LOGIN_LIMITS,
  windowLeft,
} from './login-limiter.js';
import { DEFAULT_TIME_ZONE } from './local-date-time.js';
import { loadProfile, type Profile } from './profile.js';
import type { SessionCache } from './session-cache.js';
import { hashToken, newToken, SESSION_LIFETIME_MS } from './session-tokens.js';

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

/** Checks the credentials and opens a session; 401 for wrong ones, 429 once the limit is reached. */
export async function login(
  db: Db,
  input: { email: string; password: string; address: string },
  now = new Date(),
): Promise<{ token: string; user: Profile }> {
  const keys = limiterKeys(input.email, input.address);
  const wait = Math.max(
    await lockedFor(db, keys.account, LOGIN_LIMITS.account, now),
    await lockedFor(db, keys.address, LOGIN_LIMITS.address, now),
  );
  if (wait > 0) throw tooMany(wait);
  // Each attempt is counted before the password is checked, so parallel guesses beyond the
  // limit are refused unchecked; an attempt that is not checked, or succeeds, is given back.
  const account = await countAttempt(db, keys.account, now);
  if (account.count > LOGIN_LIMITS.account) throw tooMany(windowLeft(account.windowStartedAt, now));
  const address = await countAttempt(db, keys.address, now);
  if (address.count > LOGIN_LIMITS.address) {
    await forgiveAttempt(db, keys.account);
    throw tooMany(windowLeft(address.windowStartedAt, now));
  }
  const [employee] = await db
    .select()
    .from(employees)
    .where(eq(sql`lower(${employees.email})`, input.email.trim().toLowerCase()));
  const valid = await verify(employee?.password_hash ?? DUMMY_HASH, input.password).catch(
    () => false,
  );
  if (!employee || !valid || !employee.is_active)
    throw new ApiError(401, 'auth.invalid-credentials');
  await clearFailures(db, keys.account);
  await forgiveAttempt(db, keys.address);
  const token = newToken();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    employee_id: employee.id,
    business_id: employee.business_id,
    expires_at: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return { token, user: await loadProfile(db, employee.id) };
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
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
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
