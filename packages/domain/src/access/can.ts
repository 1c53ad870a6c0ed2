// Who may do what, in one place: the server checks every call with `can`, and the apps hide or
// disable what the signed-in role cannot do with the same function.

/** The four roles, from the most powerful down. */
export const ROLES = ['owner', 'manager', 'cashier', 'store-keeper'] as const;

/** A role an employee holds. */
export type Role = (typeof ROLES)[number];

/**
 * What an employee can ask to do. `branch` actions act on one branch (a manager may do them in
 * their own branch); `business` actions act on the whole business (only the owner may).
 */
export const ACTIONS = {
  'pos.sell': 'branch',
  'intake.record': 'branch',
  'office.open': 'branch',
  'staff.manage': 'branch',
  'vault.manage': 'branch',
  'vault.balance.read': 'branch',
  'opening-hours.manage': 'branch',
  'audit.read': 'branch',
  'approval.grant': 'branch',
  'business.edit': 'business',
  'branch.manage': 'business',
  'catalogue.manage': 'business',
  'coupon.manage': 'branch',
} as const satisfies Record<string, 'branch' | 'business'>;

/** An action an employee can ask to do. */
export type Action = keyof typeof ACTIONS;

/** Every action, in the order `ACTIONS` lists them. */
export const ACTION_NAMES = Object.keys(ACTIONS) as readonly Action[];

/** The signed-in employee as the rules see them (an owner may belong to no one branch). */
export interface Actor {
  readonly role: Role;
  readonly branchId: number | null;
}

/**
 * What an action acts on: the branch (left out, the actor's own) and, for `staff.manage`, the
 * role the employee being hired or changed holds or is given.
 */
export interface Scope {
  readonly branchId?: number;
  readonly role?: Role;
}

/** The branch actions each role below the owner may do, in its own branch only. */
const BRANCH_ACTIONS: Readonly<Record<Exclude<Role, 'owner'>, ReadonlySet<Action>>> = {
  manager: new Set<Action>([
    'pos.sell',
    'intake.record',
    'office.open',
    'staff.manage',
    'vault.manage',
    'vault.balance.read',
    'opening-hours.manage',
    'audit.read',
    'approval.grant',
    'coupon.manage',
  ]),
  cashier: new Set<Action>(['pos.sell']),
  'store-keeper': new Set<Action>(['intake.record']),
};

/** How far up the list a role sits: 0 for the owner. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/**
 * Whether the actor may do the action on the scope. The owner may do everything in every
 * branch; the other roles only what their role allows, in their own branch; staff may only be
 * managed by someone who ranks above the role concerned.
 * @example can({ role: 'manager', branchId: 1 }, 'staff.manage', { branchId: 1, role: 'cashier' }) // true
 */
export function can(actor: Actor, action: Action, scope: Scope = {}): boolean {
  if (actor.role === 'owner') return true;
  if (ACTIONS[action] === 'business') return false;
  if (!BRANCH_ACTIONS[actor.role].has(action)) return false;
  if (scope.branchId !== undefined && scope.branchId !== actor.branchId) return false;
  if (action === 'staff.manage' && scope.role !== undefined) {
    return roleRank(scope.role) > roleRank(actor.role);
  }
  return true;
}

/**
 * Whether an app should offer an action to the signed-in employee, from the role the server
 * reported: a role it does not know (or none, from a server older than roles) is offered
 * everything, and the server decides call by call.
 * @example roleMay('store-keeper', 'pos.sell') // false
 */
export function roleMay(role: string | null | undefined, action: Action): boolean {
  const known = ROLES.find((name) => name === role);
  return known === undefined || can({ role: known, branchId: null }, action);
}
