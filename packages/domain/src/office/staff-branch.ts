// Which employees belong to a branch: every role but the owner, who runs the whole business.
import type { Role } from '../access/can.js';

/** Why an employee's branch is refused. */
export type StaffBranchCode = 'staff.branch-required';

/**
 * What is wrong with an employee's branch, or null: a manager, cashier or store-keeper works
 * in one branch; an owner may belong to one or to none.
 * @example staffBranchProblem('cashier', null) // 'staff.branch-required'
 */
export function staffBranchProblem(role: Role, branchId: number | null): StaffBranchCode | null {
  return role !== 'owner' && branchId === null ? 'staff.branch-required' : null;
}
