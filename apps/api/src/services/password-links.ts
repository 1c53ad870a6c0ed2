// One-time set-password links: a random token for the employee, only its sha-256 kept, for
// 72 hours; making a new one spends the old ones, and using one sets the password, spends
// every link of the employee and ends their sessions.
import { PASSWORD_LINK_LIFETIME_HOURS, passwordProblem, PASSWORD_MIN_LENGTH } from '@lamaa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { employees, passwordLinks, sessions } from '../db/schema/people.js';
import { ApiError, invalidField } from '../http/api-error.js';
import { writeAudit } from './audit-log.js';
import { hashPassword } from './auth-service.js';
import type { SessionCache } from './session-cache.js';
import { hashToken, newToken } from './session-tokens.js';

/** How long a link works. */
export const PASSWORD_LINK_LIFETIME_MS = PASSWORD_LINK_LIFETIME_HOURS * 60 * 60 * 1000;

/** Where the office app's set-password screen reads a token (in the fragment, never logged). */
export const SET_PASSWORD_PATH = '/office/set-password';

/** A link as the contract answers it. */
export interface PasswordLinkView {
  token: string;
  path: string;
  expires_at: string;
}

/** Makes a new link for the employee in `tx`, spending every earlier one. */
export async function issuePasswordLink(
  tx: Db,
  employeeId: number,
  now = new Date(),
): Promise<PasswordLinkView> {
  await tx
    .update(passwordLinks)
    .set({ spent_at: now })
    .where(and(eq(passwordLinks.employee_id, employeeId), isNull(passwordLinks.spent_at)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_LIFETIME_MS);
  await tx
    .insert(passwordLinks)
    .values({ token_hash: hashToken(token), employee_id: employeeId, expires_at: expiresAt });
  return {
    token,
    path: `${SET_PASSWORD_PATH}#token=${token}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** Ends every session of an employee at once, in the database and in the session cache. */
export async function endSessions(
  tx: Db,
  employeeId: number,
  now: Date,
  cache: SessionCache | undefined,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.employee_id, employeeId), isNull(sessions.revoked_at)));
  cache?.forgetEmployee(employeeId);
}

const invalidLink = () => invalidField('token', 'password-link.invalid');

/**
 * Sets the password of a link's employee: 422 `password-link.invalid` for a token unknown,
 * spent or of a deactivated employee, `password-link.expired` past its life,
 * `password.too-short` for a short password. Two uses at once: the second finds it spent.
 */
export async function setPasswordWithLink(
  db: Db,
  input: { token: string; password: string },
  cache: SessionCache | undefined,
  now = new Date(),
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const [link] = await db
    .select({ link: passwordLinks, employee: employees })
    .from(passwordLinks)
    .innerJoin(employees, eq(employees.id, passwordLinks.employee_id))
    .where(eq(passwordLinks.token_hash, tokenHash));
  if (!link || link.link.spent_at !== null || !link.employee.is_active) throw invalidLink();
  if (link.link.expires_at <= now) throw invalidField('token', 'password-link.expired');
  if (passwordProblem(input.password)) {
    throw invalidField('password', 'password.too-short', { min: PASSWORD_MIN_LENGTH });
  }
  const passwordHash = await hashPassword(input.password);
  const { employee } = link;
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordLinks)
      .set({ spent_at: now })
      .where(and(eq(passwordLinks.token_hash, tokenHash), isNull(passwordLinks.spent_at)))
      .returning({ token_hash: passwordLinks.token_hash });
    if (!spent) throw invalidLink();
    await tx
      .update(passwordLinks)
      .set({ spent_at: now })
      .where(and(eq(passwordLinks.employee_id, employee.id), isNull(passwordLinks.spent_at)));
    await tx
      .update(employees)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(employees.id, employee.id));
    await endSessions(tx, employee.id, now, cache);
    await writeAudit(tx, employee.business_id, employee.id, {
      action: 'employee.password-set',
      subject: 'employee',
      subjectId: employee.id,
      branchId: employee.branch_id,
      before: { has_password: employee.password_hash !== null },
      after: { has_password: true },
    });
  });
}

/** Refuses a link for a deactivated employee with 409 `staff.inactive`. */
export function requireActive(employee: { is_active: boolean }): void {
  if (!employee.is_active) throw new ApiError(409, 'staff.inactive');
}
