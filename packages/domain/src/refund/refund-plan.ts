// How much a refund gives back and what VAT it credits, part by part: the order's parts are its
// invoice's (each item line after its discount share, the service fee, shipping), less what
// earlier refunds already credited on each. Pure: fils in, fils out.
import { type Fils, isFils } from '../money/fils.js';
import { fail, ok, type Result } from '../shared/result.js';
import { allocateDiscount, type VatPart } from '../tax/vat-breakdown.js';
import { divideHalfAwayFromZero } from '../tax/vat-rounding.js';
import { refundableFils } from './payment-state.js';

/** What the cashier asks to give back: everything refundable, chosen lines, or an amount. */
export type RefundRequest =
  | { readonly mode: 'whole' }
  | { readonly mode: 'lines'; readonly lines: readonly number[] }
  | { readonly mode: 'amount'; readonly amount: Fils };

/** Why a refund is refused. */
export type RefundCode =
  | 'refund.nothing-refundable'
  | 'refund.exceeds-refundable'
  | 'refund.amount-invalid'
  | 'refund.lines-required'
  | 'refund.line-unknown'
  | 'refund.line-already-refunded'
  | 'refund.plan-held';

/** What a refund is worked out from. */
export interface RefundPlanInput {
  /** The order's parts as invoiced: its item lines in order, then the service fee and shipping. */
  readonly parts: readonly VatPart[];
  /** How many of the parts are item lines (the first ones). */
  readonly lineCount: number;
  /** What earlier refunds credited on each part, in the same order (missing counts as nothing). */
  readonly credited: readonly VatPart[];
  readonly paid: Fils;
  readonly refunded: Fils;
  readonly request: RefundRequest;
}

/** A refund worked out: its gross, and per part what it credits. */
export interface RefundPlan {
  readonly parts: readonly VatPart[];
  readonly net: Fils;
  readonly vat: Fils;
  readonly gross: Fils;
}

const NONE: VatPart = { net: 0, vat: 0, gross: 0 };

/** What is left of a part once earlier refunds are taken off. */
function remainingOf(part: VatPart, credited: VatPart | undefined): VatPart {
  const done = credited ?? NONE;
  return {
    net: Math.max(0, part.net - done.net),
    vat: Math.max(0, part.vat - done.vat),
    gross: Math.max(0, part.gross - done.gross),
  };
}

/**
 * The part of `remaining` that `share` fils of gross credit: VAT in proportion to what is left of
 * the part's VAT, rounded to the nearest fils (halves away from zero), so crediting all that is
 * left credits exactly the VAT that is left and the credits never add up past the invoice's.
 */
function creditPart(remaining: VatPart, share: Fils): VatPart {
  if (share <= 0 || remaining.gross <= 0) return NONE;
  const vat = Number(
    divideHalfAwayFromZero(BigInt(remaining.vat) * BigInt(share), BigInt(remaining.gross)),
  );
  return { net: share - vat, vat, gross: share };
}

function sum(parts: readonly VatPart[]): RefundPlan {
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const part of parts) {
    net += part.net;
    vat += part.vat;
    gross += part.gross;
  }
  return { parts, net, vat, gross };
}

/** The gross share of each part: chosen lines whole, or an amount spread over what is left. */
function shares(
  input: RefundPlanInput,
  remaining: readonly VatPart[],
  refundable: Fils,
): Result<Fils[], RefundCode> {
  const { request } = input;
  if (request.mode !== 'lines') {
    const gross = request.mode === 'whole' ? refundable : request.amount;
    if (!isFils(gross) || gross <= 0) return fail('refund.amount-invalid');
    if (gross > refundable) return fail('refund.exceeds-refundable', { max: refundable });
    return ok(
      allocateDiscount(
        remaining.map((part) => part.gross),
        gross,
      ),
    );
  }
  const chosen = new Set(request.lines);
  if (chosen.size === 0) return fail('refund.lines-required');
  for (const line of chosen) {
    if (!Number.isInteger(line) || line < 0 || line >= input.lineCount) {
      return fail('refund.line-unknown', { line });
    }
    if ((remaining[line]?.gross ?? 0) <= 0) return fail('refund.line-already-refunded', { line });
  }
  const result = remaining.map((part, index) => (chosen.has(index) ? part.gross : 0));
  const gross = result.reduce((total, share) => total + share, 0);
  if (gross > refundable) return fail('refund.exceeds-refundable', { max: refundable });
  return ok(result);
}

/**
 * Works a refund out, or says why it cannot be made: never more than was paid less what was
 * already given back; chosen lines give back what is left of each; an amount (or the whole
 * refundable sum) is spread over the parts in proportion to what is left of each, in whole fils.
 * @example planRefund({ parts: [{ net: 10000, vat: 500, gross: 10500 }], lineCount: 1, credited: [], paid: 10500, refunded: 0, request: { mode: 'whole' } }).ok // true
 */
export function planRefund(input: RefundPlanInput): Result<RefundPlan, RefundCode> {
  const remaining = input.parts.map((part, index) => remainingOf(part, input.credited[index]));
  const left = remaining.reduce((total, part) => total + part.gross, 0);
  // Never past what was paid, nor past what the documents have left to credit.
  const refundable = Math.min(refundableFils(input.paid, input.refunded), left);
  if (refundable <= 0) return fail('refund.nothing-refundable');
  const given = shares(input, remaining, refundable);
  if (!given.ok) return given;
  return ok(sum(remaining.map((part, index) => creditPart(part, given.value[index] ?? 0))));
}

/**
 * Adds up what several refunds credited, part by part (for the next refund's `credited`).
 * @example addCredits([[{ net: 1, vat: 0, gross: 1 }], [{ net: 2, vat: 0, gross: 2 }]]) // [{ net: 3, vat: 0, gross: 3 }]
 */
export function addCredits(credits: readonly (readonly VatPart[])[]): VatPart[] {
  const total: VatPart[] = [];
  for (const parts of credits) {
    parts.forEach((part, index) => {
      const before = total[index] ?? NONE;
      total[index] = {
        net: before.net + part.net,
        vat: before.vat + part.vat,
        gross: before.gross + part.gross,
      };
    });
  }
  return total;
}
