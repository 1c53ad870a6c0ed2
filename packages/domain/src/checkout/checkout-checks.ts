import { fail, ok, type Result } from '../shared/result.js';

/** The codes the checkout refuses with, in the order they are checked. */
export type CheckoutCode =
  | 'checkout.customer-vehicle-required'
  | 'checkout.cart-empty'
  | 'checkout.vault-required'
  | 'checkout.slot-required';

/** What the checkout checks look at. */
export interface CheckoutState {
  readonly hasCustomer: boolean;
  readonly hasVehicle: boolean;
  readonly lineCount: number;
  readonly vaultId?: number | null;
  readonly hasSlot?: boolean;
}

/** The checks before the wizard opens: a customer and vehicle, then a non-empty cart. */
export function checkCheckoutStart(state: CheckoutState): Result<true, CheckoutCode> {
  if (!state.hasCustomer || !state.hasVehicle) return fail('checkout.customer-vehicle-required');
  if (state.lineCount <= 0) return fail('checkout.cart-empty');
  return ok(true);
}

/**
 * Every checkout check in order: customer and vehicle, a non-empty cart, a vault, a time slot.
 * @example checkCheckout({ hasCustomer: true, hasVehicle: true, lineCount: 1, vaultId: null, hasSlot: true }) // fails 'checkout.vault-required'
 */
export function checkCheckout(state: CheckoutState): Result<true, CheckoutCode> {
  const start = checkCheckoutStart(state);
  if (!start.ok) return start;
  if (state.vaultId === undefined || state.vaultId === null) return fail('checkout.vault-required');
  if (state.hasSlot !== true) return fail('checkout.slot-required');
  return ok(true);
}
