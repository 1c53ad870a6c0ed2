// Split payment: one payment made of several parts, each by its own method into its own vault.
// Only cash may be handed over above what is owed, and only cash gives change.
import { type PaymentMethod } from '../checkout/payment-method.js';
import { type Fils, isFils, parseAedInput } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';

/** The most parts one split payment may have. */
export const MAX_SPLIT_PARTS = 4;

/**
 * One part as asked: its method, its vault, what it pays on the order, and for cash what was
 * handed over (`tendered`, at least the amount; the difference is the change).
 */
export interface SplitPartInput {
  readonly method: PaymentMethod;
  readonly vaultId: number | null;
  readonly amount: Fils;
  readonly tendered?: Fils | undefined;
  readonly reference?: string | null | undefined;
}

/** One part as taken: what it pays on the order, what was handed over and the change given. */
export interface SplitPart {
  readonly method: PaymentMethod;
  readonly vaultId: number | null;
  /** What the part pays on the order, above 0. */
  readonly amount: Fils;
  /** What was handed over: the amount, plus the change for the cash part. */
  readonly tendered: Fils;
  /** The change given back: only ever on the cash part. */
  readonly change: Fils;
  readonly reference: string | null;
}

/** A split payment worked out against what the order still owes. */
export interface SplitAllocation {
  /** The parts in the order they were asked. */
  readonly parts: readonly SplitPart[];
  /** What the parts pay together: never above what was owed. */
  readonly paid: Fils;
  /** What is still owed after them (0 when the order is paid). */
  readonly remaining: Fils;
  /** The change given from the cash part. */
  readonly change: Fils;
}

/** Why a split payment is refused. */
export type SplitPaymentCode =
  | 'payment.split-parts-invalid'
  | 'payment.split-cash-twice'
  | 'payment.split-amount-invalid'
  | 'payment.split-card-over-remainder'
  | 'payment.split-over-total'
  | 'payment.split-change-not-cash';

/**
 * Works out a split payment against what the order still owes (`owed`), part by part in the
 * order asked: each part pays above 0 (`payment.split-amount-invalid`, params `part` from 1)
 * and at most what is still owed after the parts before it; a card, online or bank part above
 * it is `payment.split-card-over-remainder`, a cash part `payment.split-over-total` (params
 * `part`, `max` in fils). Only the one cash part (`payment.split-cash-twice`) may be handed
 * over above its amount, and its change is the difference; a `tendered` on another method, or
 * below the amount, is `payment.split-change-not-cash`. From 1 to MAX_SPLIT_PARTS parts
 * (`payment.split-parts-invalid`). Below what is owed the payment is partial.
 * @example allocateSplitPayment(15000, [{ method: 'visa', vaultId: 2, amount: 10000 }, { method: 'cash', vaultId: 1, amount: 5000, tendered: 6000 }]) // ok: paid 15000, change 1000
 */
export function allocateSplitPayment(
  owed: Fils,
  asked: readonly SplitPartInput[],
): Result<SplitAllocation, SplitPaymentCode> {
  if (asked.length < 1 || asked.length > MAX_SPLIT_PARTS)
    return fail('payment.split-parts-invalid', { max: MAX_SPLIT_PARTS });
  if (asked.filter((part) => part.method === 'cash').length > 1)
    return fail('payment.split-cash-twice');
  const due = isFils(owed) && owed > 0 ? owed : 0;
  let left = due;
  const parts: SplitPart[] = [];
  for (const [index, part] of asked.entries()) {
    const number = index + 1;
    if (!isFils(part.amount) || part.amount <= 0)
      return fail('payment.split-amount-invalid', { part: number });
    const isCash = part.method === 'cash';
    if (part.amount > left) {
      const code = isCash ? 'payment.split-over-total' : 'payment.split-card-over-remainder';
      return fail(code, { part: number, max: left });
    }
    const tendered = part.tendered ?? part.amount;
    if (!isFils(tendered) || tendered < part.amount || (!isCash && tendered !== part.amount))
      return fail('payment.split-change-not-cash', { part: number });
    left -= part.amount;
    parts.push({ ...partOf(part), amount: part.amount, tendered, change: tendered - part.amount });
  }
  const change = parts.reduce((sum, part) => sum + part.change, 0);
  return ok({ parts, paid: due - left, remaining: left, change });
}

function partOf(part: SplitPartInput): Pick<SplitPart, 'method' | 'vaultId' | 'reference'> {
  const reference = part.reference?.trim() ?? '';
  return {
    method: part.method,
    vaultId: part.vaultId,
    reference: part.method === 'visa' && reference !== '' ? reference : null,
  };
}

/** One part as typed in a split-payment form: the amount is AED text. */
export interface SplitPartForm {
  readonly method: PaymentMethod;
  readonly amount: string;
  readonly vaultId?: number | null;
  readonly reference?: string | null;
}

/**
 * Reads a split-payment form as the counter types it (AED text: digits, one point, two
 * decimals): card, online and bank parts pay what is typed; the cash part's figure is what the
 * customer hands over, of which it pays what the other parts leave owed and gives the rest back
 * as change. Then the rules of allocateSplitPayment; text that does not read is
 * `payment.split-amount-invalid`.
 * @example checkSplitForm(15000, [{ method: 'cash', amount: '60' }, { method: 'visa', amount: '100' }]) // ok: cash pays 50, change 10
 */
export function checkSplitForm(
  owed: Fils,
  forms: readonly SplitPartForm[],
): Result<SplitAllocation, SplitPaymentCode> {
  const typed: Fils[] = [];
  for (const [index, form] of forms.entries()) {
    const amount = parseAedInput(form.amount);
    if (!amount.ok || amount.value <= 0)
      return fail('payment.split-amount-invalid', { part: index + 1 });
    typed.push(amount.value);
  }
  const others = forms.reduce(
    (sum, form, index) => (form.method === 'cash' ? sum : sum + (typed[index] ?? 0)),
    0,
  );
  const cashDue = Math.max(0, owed - others);
  const parts = forms.map((form, index): SplitPartInput => {
    const handed = typed[index] ?? 0;
    const isCashWithChange = form.method === 'cash' && cashDue > 0 && handed > cashDue;
    return {
      method: form.method,
      vaultId: form.vaultId ?? null,
      amount: isCashWithChange ? cashDue : handed,
      ...(form.method === 'cash' ? { tendered: handed } : {}),
      reference: form.reference ?? null,
    };
  });
  return allocateSplitPayment(owed, parts);
}

/** One part of a split payment as the order and payment calls send it (`payments`), in fils. */
export interface SplitPaymentPart {
  readonly method: PaymentMethod;
  readonly vault_id?: number;
  readonly amount: Fils;
  /** Cash only: what was handed over, when above the amount. */
  readonly cash_tendered?: Fils;
  readonly payment_reference?: string;
}

/** The `payments` of a call from a worked-out split: each field only when it has a value. */
export function splitPaymentParts(allocation: SplitAllocation): SplitPaymentPart[] {
  return allocation.parts.map((part) => ({
    method: part.method,
    ...(part.vaultId === null ? {} : { vault_id: part.vaultId }),
    amount: part.amount,
    ...(part.change > 0 ? { cash_tendered: part.tendered } : {}),
    ...(part.reference === null ? {} : { payment_reference: part.reference }),
  }));
}
