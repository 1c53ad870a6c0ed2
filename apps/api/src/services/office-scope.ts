// How far an office reader reaches: the owner the whole business, anyone else their branch.
import { type Action, can } from '@lamaa/domain';
import { ApiError } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';

/** No branch has this id: the scope of a row that belongs to no branch. */
export const NO_BRANCH = 0;

/**
 * The one branch a reader's lists are narrowed to, or undefined for the whole business (the
 * owner, who may manage branches); a manager without a branch reaches no branch at all.
 */
export function branchReach(auth: AuthContext): number | undefined {
  return can(auth, 'branch.manage') ? undefined : (auth.branchId ?? NO_BRANCH);
}

/**
 * Refuses with 403 `access.forbidden` unless the employee may do `action` on a row of
 * `branchId` (null: no branch) held by, or given to, `role`.
 */
export function demand(
  auth: AuthContext,
  action: Action,
  branchId: number | null,
  role?: AuthContext['role'],
): void {
  const scope = { branchId: branchId ?? NO_BRANCH, ...(role === undefined ? {} : { role }) };
  if (!can(auth, action, scope)) {
    throw new ApiError(403, 'access.forbidden', { params: { action } });
  }
}
