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

/**
 * The service options a plan covers, for the vehicle's car group when one is chosen (else for
 * any group), each once, in the plan's order: what its card on the counter lists.
 * @example coveredOptionIds([{ option_id: 5, car_group_id: 2 }, { option_id: 6, car_group_id: 3 }], 2) // [5]
 */
export function coveredOptionIds(
  coverage: readonly PlanCoverage[],
  carGroupId: number | null,
): number[] {
  const ids = coverage
    .filter((entry) => carGroupId === null || entry.car_group_id === carGroupId)
    .map((entry) => entry.option_id);
  return [...new Set(ids)];
}

/**
 * Whether a plan's name (either language) holds the searched text, ignoring case and the
 * spaces around it; an empty search matches every plan.
 * @example planNameMatches({ en: '10-wash book', ar: 'دفتر ١٠ غسلات' }, ' WASH ') // true
 */
export function planNameMatches(
  name: { readonly en: string; readonly ar: string },
  search: string,
): boolean {
  const text = search.trim().toLowerCase();
  return text === '' || name.en.toLowerCase().includes(text) || name.ar.includes(text);
}
