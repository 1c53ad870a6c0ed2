// A sold plan is given back by cancelling it (its unused share), never by refunding its line:
// a line refund would return the whole price and leave the plan on the vehicle.
import { fail, type Failure } from '../shared/result.js';
import type { RefundRequest } from './refund-plan.js';

/**
 * Whether a refund would give back the line of a plan still held (sold and not cancelled):
 * a whole refund of an order with one, or a line refund choosing one. An amount refund is not
 * tied to lines and passes. `heldPlanLines` are line positions, as in the request.
 * @example heldPlanLineProblem({ mode: 'whole' }, [0]) // { ok: false, code: 'refund.plan-held', params: { line: 0 } }
 */
export function heldPlanLineProblem(
  request: RefundRequest,
  heldPlanLines: readonly number[],
): Failure<'refund.plan-held'> | null {
  if (request.mode === 'amount') return null;
  const line = heldPlanLines.find(
    (held) => request.mode === 'whole' || request.lines.includes(held),
  );
  return line === undefined ? null : fail('refund.plan-held', { line });
}
