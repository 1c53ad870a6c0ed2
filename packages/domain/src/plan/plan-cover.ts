// Which of a vehicle's plans could pay for a service line: the counter offers it, and the
// server's redemption check (plan-redemption.ts) has the last word.
import type { PlanCoverage } from './plan-terms.js';

/** A held plan as the counter reads it. */
export interface HeldPlan {
  readonly id: number;
  readonly status: string;
  readonly coverage: readonly PlanCoverage[];
}

/**
 * The first active plan that covers every option of the line for the vehicle's car group, or
 * null.
 * @example coveringPlan([{ id: 7, status: 'active', coverage: [{ option_id: 5, car_group_id: 2 }] }], [5], 2) // { id: 7, … }
 */
export function coveringPlan<P extends HeldPlan>(
  plans: readonly P[],
  optionIds: readonly number[],
  carGroupId: number,
): P | null {
  if (optionIds.length === 0) return null;
  return (
    plans.find(
      (plan) =>
        plan.status === 'active' &&
        optionIds.every((id) =>
          plan.coverage.some(
            (entry) => entry.option_id === id && entry.car_group_id === carGroupId,
          ),
        ),
    ) ?? null
  );
}
