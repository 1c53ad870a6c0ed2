import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ACTION_NAMES, ACTIONS, ROLES, can, roleRank, type Actor, type Scope } from './can.js';

const branchArb = fc.integer({ min: 1, max: 5 });
const roleArb = fc.constantFrom(...ROLES);
const actorArb = fc.record<Actor>({ role: roleArb, branchId: fc.option(branchArb) });
const actionArb = fc.constantFrom(...ACTION_NAMES);
const scopeArb = fc.record<Scope>({ branchId: branchArb, role: roleArb }, { requiredKeys: [] });

test.prop([actorArb, actionArb, scopeArb])(
  'the owner may do every action on every scope',
  ({ branchId }, action, scope) => {
    expect(can({ role: 'owner', branchId }, action, scope)).toBe(true);
  },
);

test.prop([actorArb, actionArb, scopeArb])(
  'no one below the owner acts on another branch or on the whole business',
  (actor, action, scope) => {
    fc.pre(actor.role !== 'owner');
    const elsewhere = scope.branchId !== undefined && scope.branchId !== actor.branchId;
    if (elsewhere || ACTIONS[action] === 'business') {
      expect(can(actor, action, scope)).toBe(false);
    }
  },
);

test.prop([actorArb, roleArb, branchArb])(
  'no one below the owner gives or changes a role as high as their own',
  (actor, role, branchId) => {
    fc.pre(actor.role !== 'owner');
    if (can(actor, 'staff.manage', { role, branchId })) {
      expect(roleRank(role)).toBeGreaterThan(roleRank(actor.role));
    }
  },
);

test.prop([actorArb, actionArb])(
  'whoever may do an office action may open the office',
  (actor, action) => {
    fc.pre(!['pos.sell', 'intake.record'].includes(action));
    if (can(actor, action)) expect(can(actor, 'office.open')).toBe(true);
  },
);

test.prop([actorArb, actionArb, scopeArb])(
  'what a role may do, every role above it may do too',
  (actor, action, scope) => {
    const above = ROLES.filter((role) => roleRank(role) < roleRank(actor.role));
    // The store-keeper and the cashier are side by side, not one above the other.
    const chain = above.filter((role) => role !== 'cashier' || actor.role !== 'store-keeper');
    if (can(actor, action, scope)) {
      for (const role of chain) {
        expect(can({ role, branchId: actor.branchId }, action, scope)).toBe(true);
      }
    }
  },
);
