import { type ApiError, orderErrorMessage } from '@lamaa/api-client';
import type { ShellKey } from '../../shared/i18n/shell-en.js';
import { refusedFieldsText } from '../../shared/i18n/refused-fields-text.js';
import { apiText } from '../../shared/i18n/use-text.js';
import type { CheckoutKey } from './checkout-en.js';
import type { CheckoutText } from './use-checkout-text.js';

/** The label of each field of the order's body the cashier chose in the checkout or the cart. */
const FIELD_LABELS: Readonly<Record<string, CheckoutKey | ShellKey>> = {
  car_id: 'pos.vehicle',
  user_id: 'pos.customer',
  purchasables: 'pos.cart',
  coupon_code: 'pos.coupon',
  coupon_id: 'pos.coupon',
  vault_id: 'checkout.step-vault',
  payment_method: 'checkout.payment-method',
  is_partial: 'checkout.payment-type',
  amount: 'checkout.partial-amount',
  payment_reference: 'checkout.payment-reference',
  location_type: 'checkout.location',
  address: 'checkout.address',
  pickup_address: 'checkout.address',
  drop_off_address: 'checkout.address',
  booking_date: 'checkout.booking',
  booking_time: 'checkout.booking',
  is_full_tax_invoice: 'checkout.full-tax-invoice',
  payments: 'checkout.split-payment',
};

/**
 * The text of a refused order: a body the server found out of shape says which fields and
 * why ("Address: Too long: …") in the interface language; any other refusal or failure reads
 * as the api-client's chain gives it.
 */
export function orderFailureText(t: CheckoutText, error: ApiError): string {
  return refusedFieldsText(t, error, FIELD_LABELS) ?? apiText(t, orderErrorMessage(error));
}
