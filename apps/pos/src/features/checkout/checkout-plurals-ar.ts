// The checkout's Arabic texts where a number meets a noun, in all six plural forms.
import type { ArabicPlural } from '@lamaa/ui';
import type { CheckoutKey } from './checkout-en.js';

/** The checkout's counted texts in Arabic; `t` must be given `count` for them. */
export const checkoutPluralsAr = {
  'checkout.address-too-long': {
    zero: 'لا يتجاوز العنوان {{max}} حرف',
    one: 'لا يتجاوز العنوان حرفًا واحدًا',
    two: 'لا يتجاوز العنوان حرفين',
    few: 'لا يتجاوز العنوان {{max}} أحرف',
    many: 'لا يتجاوز العنوان {{max}} حرفًا',
    other: 'لا يتجاوز العنوان {{max}} حرف',
  },
} as const satisfies Partial<Record<CheckoutKey, ArabicPlural>>;
