import { type Fils, isFils, parseAedInput } from '../money/fils.js';
import {
  checkSplitForm,
  type SplitAllocation,
  type SplitPartForm,
  type SplitPaymentCode,
} from '../payment/split-payment.js';
import { fail, ok, type Result } from '../shared/result.js';

import { type PaymentMethod } from './payment-method.js';

export type { PaymentMethod } from './payment-method.js';

/** Full or partial payment. */
export type PaymentType = 'full' | 'partial';

const METHODS: readonly PaymentMethod[] = ['cash', 'visa', 'online', 'bank_account'];

/** The method choices offered, in order. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = METHODS;

/**
 * Reads a method name; 'others' is treated as cash; anything unknown is refused.
 * @example toPaymentMethod('others') // ok('cash')
 */
export function toPaymentMethod(
  name: string,
): Result<PaymentMethod, 'checkout.payment-method-invalid'> {
  const key = name.trim().toLowerCase();
  if (key === 'others') return ok('cash');
  const found = METHODS.find((m) => m === key);
  return found === undefined ? fail('checkout.payment-method-invalid') : ok(found);
}

/** The checkout's payment options. */
export interface PaymentChoice {
  readonly method: PaymentMethod;
  readonly type: PaymentType;
  /** What was typed in the partial-amount field (AED); ignored for a full payment. */
  readonly partialAmount?: string;
  /** Optional reference for a visa payment. */
  readonly reference?: string | null;
  /** The customer asked for a full tax invoice (given when the customer has a TRN). */
  readonly isFullTaxInvoice?: boolean;
  /**
   * A split payment's parts as typed (the cash part's figure is what is handed over); while
   * set, method, type and partial amount are not used. Null or absent: one method.
   */
  readonly split?: readonly SplitPartForm[] | null;
}

/** The two parts a split payment starts with: cash and visa, amounts still to type. */
export const FIRST_SPLIT: readonly SplitPartForm[] = [
  { method: 'cash', amount: '' },
  { method: 'visa', amount: '' },
];

/** Whether the choice is a split payment. */
export function isSplitChoice(
  choice: PaymentChoice,
): choice is PaymentChoice & { readonly split: readonly SplitPartForm[] } {
  return Array.isArray(choice.split);
}

/**
 * The partial-amount rule: digits and one decimal point only, between 0 and the total
 * ('checkout.partial-amount-invalid' with min and max); checkout is disabled otherwise.
 * @example checkPartialAmount('50.5', 10000) // ok(5050)
 */
export function checkPartialAmount(
  text: string,
  total: Fils,
): Result<Fils, 'checkout.partial-amount-invalid'> {
  // A total that is not whole fils allows nothing (and never puts NaN in the message).
  if (!isFils(total) || total < 0)
    return fail('checkout.partial-amount-invalid', { min: 0, max: 0 });
  const parsed = parseAedInput(text);
  if (!parsed.ok || parsed.value < 0 || parsed.value > total) {
    return fail('checkout.partial-amount-invalid', { min: 0, max: total });
  }
  return ok(parsed.value);
}

/**
 * Checks the payment options against the total: a partial payment needs a valid amount; a
 * split payment the rules of checkSplitForm (its allocation is then in `split`).
 */
export function checkPaymentChoice(
  choice: PaymentChoice,
  total: Fils,
): Result<
  { readonly amount: Fils | null; readonly split?: SplitAllocation },
  'checkout.partial-amount-invalid' | SplitPaymentCode
> {
  if (isSplitChoice(choice)) {
    const split = checkSplitForm(total, choice.split);
    return split.ok ? ok({ amount: null, split: split.value }) : split;
  }
  if (choice.type === 'full') return ok({ amount: null });
  const amount = checkPartialAmount(choice.partialAmount ?? '', total);
  return amount.ok ? ok({ amount: amount.value }) : amount;
}
