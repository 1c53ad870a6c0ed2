import { type Failure, filsToAed } from '@lamaa/domain';
import type { CheckoutKey } from './checkout-en.js';
import type { CheckoutText } from './use-checkout-text.js';

const KEYS: Readonly<Record<string, CheckoutKey>> = {
  'checkout.customer-vehicle-required': 'checkout.customer-vehicle-required',
  'checkout.cart-empty': 'checkout.cart-empty',
  'checkout.vault-required': 'checkout.vault-required',
  'checkout.slot-required': 'checkout.slot-required',
  'checkout.slot-unavailable': 'checkout.slot-unavailable',
  'checkout.address-required': 'checkout.address-required',
  'checkout.location-missing': 'checkout.address-required',
  'checkout.address-too-long': 'checkout.address-too-long',
  'checkout.partial-amount-invalid': 'checkout.partial-amount-invalid',
};

/** The text of a checkout refusal (the spec's guard messages); null for no refusal. */
export function checkoutRefusalText(rejection: Failure | null, t: CheckoutText): string | null {
  if (rejection === null) return null;
  const key = KEYS[rejection.code];
  if (key === undefined) return t('errors.checkout-failed');
  if (key === 'checkout.partial-amount-invalid') {
    const params = rejection.params ?? {};
    const aed = (value: string | number | undefined) =>
      typeof value === 'number' ? filsToAed(value).toFixed(2) : '';
    return t(key, { min: aed(params['min']), max: aed(params['max']) });
  }
  if (key === 'checkout.address-too-long') {
    const max = rejection.params?.['max'];
    return t(key, { ...rejection.params, ...(typeof max === 'number' ? { count: max } : {}) });
  }
  return t(key, rejection.params ?? {});
}
