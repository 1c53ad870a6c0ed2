import { type Fils, isFils, parseAedInput } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import {
  checkSplitForm,
  type SplitPartForm,
  type SplitPaymentCode,
  type SplitPaymentPart,
  splitPaymentParts,
} from './split-payment.js';

/** The methods the order payment dialog offers (`payment_method_id`). */
export type OrderPaymentMethod = 'cash' | 'visa';

/** What the payment dialog holds. */
export interface OrderPaymentForm {
  readonly orderId: number;
  readonly total: Fils;
  readonly method: OrderPaymentMethod | null;
  readonly isPartial: boolean;
  /** The cash amount as typed (AED). */
  readonly cash: string;
  /** Optional visa reference. */
  readonly reference?: string | null;
  /** A split payment's parts (cash or visa) as typed; while set, method and cash are not used. */
  readonly parts?: readonly SplitPartForm[] | null;
}

/** The body of POST /pos/payment, money in fils. */
export interface OrderPaymentPayload {
  readonly order_id: number;
  readonly payment_method_id: OrderPaymentMethod;
  readonly is_partial: boolean;
  readonly payment_reference?: string;
  readonly cash: Fils;
  /** A split payment's parts (cash or visa); the single fields then say the first part and the sum. */
  readonly payments?: readonly SplitPaymentPart[];
}

/** The codes the payment dialog refuses with. */
export type OrderPaymentCode =
  | 'payment.method-required'
  | 'payment.cash-invalid'
  | 'payment.partial-exceeds-total'
  | 'payment.cash-below-total'
  | SplitPaymentCode;

/**
 * Checks the payment dialog and builds the payment call: a method is required; cash needs a
 * positive amount, at most the total when partial and at least the total when full; a card
 * payment sends the full total even when partial; the visa reference is optional.
 * @example validateOrderPayment({ orderId: 9, total: 10000, method: 'cash', isPartial: false, cash: '90' }) // fails 'payment.cash-below-total'
 */
export function validateOrderPayment(
  form: OrderPaymentForm,
): Result<OrderPaymentPayload, OrderPaymentCode> {
  if (Array.isArray(form.parts)) return validateSplitPayment(form, form.parts);
  if (form.method === null) return fail('payment.method-required');
  // An order total that is not whole fils can take no payment (a card would send NaN).
  if (!isFils(form.total) || form.total < 0) return fail('payment.cash-invalid');
  const reference = form.reference?.trim() ?? '';
  if (form.method === 'visa') {
    return ok({
      order_id: form.orderId,
      payment_method_id: 'visa',
      is_partial: form.isPartial,
      ...(reference === '' ? {} : { payment_reference: reference }),
      cash: form.total,
    });
  }
  const cash = parseAedInput(form.cash);
  if (!cash.ok || cash.value <= 0) return fail('payment.cash-invalid');
  if (form.isPartial && cash.value > form.total) return fail('payment.partial-exceeds-total');
  if (!form.isPartial && cash.value < form.total) return fail('payment.cash-below-total');
  return ok({
    order_id: form.orderId,
    payment_method_id: 'cash',
    is_partial: form.isPartial,
    cash: cash.value,
  });
}

/**
 * A split payment of the dialog (checkSplitForm's rules): the parts go in `payments`; the single
 * fields name the first part's method, whether something remains owed, and the amount paid.
 */
function validateSplitPayment(
  form: OrderPaymentForm,
  parts: readonly SplitPartForm[],
): Result<OrderPaymentPayload, OrderPaymentCode> {
  const split = checkSplitForm(form.total, parts);
  if (!split.ok) return split;
  return ok({
    order_id: form.orderId,
    payment_method_id: split.value.parts[0]?.method === 'visa' ? 'visa' : 'cash',
    is_partial: split.value.remaining > 0,
    cash: split.value.paid,
    payments: splitPaymentParts(split.value),
  });
}

/** The change to give back: cash − total when a full cash payment exceeds the total, else 0. */
export function changeDue(form: OrderPaymentForm): Fils {
  if (Array.isArray(form.parts)) {
    const split = checkSplitForm(form.total, form.parts);
    return split.ok ? split.value.change : 0;
  }
  if (form.method !== 'cash' || form.isPartial) return 0;
  const cash = parseAedInput(form.cash);
  return cash.ok && cash.value > form.total ? cash.value - form.total : 0;
}

/** True when the dialog shows the note that a card partial payment sends the full amount. */
export function isCardPartialNoteShown(
  form: Pick<OrderPaymentForm, 'method' | 'isPartial'>,
): boolean {
  return form.method === 'visa' && form.isPartial;
}
