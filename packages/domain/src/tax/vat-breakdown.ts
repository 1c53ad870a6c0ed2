// Splits a sale into what VAT is charged on: each line after its share of the discount, the
// service fee and shipping, each with its net, VAT and gross in fils.
import { type Fils, isFils } from '../money/fils.js';
import { vatInGross, vatOnNet } from './vat-rounding.js';

/** A business's VAT settings: whether its prices include VAT, and the rate in basis points. */
export interface VatSettings {
  readonly pricesIncludeVat: boolean;
  readonly rateBasisPoints: number;
}

/** One taxed amount: net + VAT = gross, in fils. */
export interface VatPart {
  readonly net: Fils;
  readonly vat: Fils;
  readonly gross: Fils;
}

/** A sale's VAT, part by part and in total. */
export interface VatBreakdown {
  readonly rateBasisPoints: number;
  readonly pricesIncludeVat: boolean;
  /** The item lines, in order, each after its share of the discount. */
  readonly lines: readonly VatPart[];
  readonly serviceFee: VatPart;
  readonly shipping: VatPart;
  /** The sums of every part: the invoice's VAT is the sum of its parts' VAT. */
  readonly net: Fils;
  readonly vat: Fils;
  readonly gross: Fils;
}

/** What a sale's VAT is worked out from, all in fils. */
export interface VatBreakdownInput {
  /** Each item line's amount (unit price × quantity) before the discount. */
  readonly lineAmounts: readonly Fils[];
  /** The discount or coupon taken off the items, at most their sum. */
  readonly discount: Fils;
  readonly servicePrice: Fils;
  readonly shipping: Fils;
  readonly settings: VatSettings;
}

function wholeOrZero(amount: Fils): Fils {
  return isFils(amount) && amount > 0 ? amount : 0;
}

/**
 * Shares a discount among amounts in proportion to them, in whole fils that add up to the
 * discount exactly (floors first, then one fils each to the largest remainders, earliest first).
 * The discount is capped at the amounts' sum, so no share is larger than its amount.
 * @example allocateDiscount([1000, 3000], 100) // [25, 75]
 */
export function allocateDiscount(amounts: readonly Fils[], discount: Fils): Fils[] {
  const sizes = amounts.map((amount) => BigInt(wholeOrZero(amount)));
  const sum = sizes.reduce((total, size) => total + size, 0n);
  const taken = BigInt(Math.min(wholeOrZero(discount), Number(sum)));
  if (sum === 0n || taken === 0n) return amounts.map(() => 0);
  const shares = sizes.map((size) => (size * taken) / sum);
  const remainders = sizes.map((size, index) => ({ index, rest: (size * taken) % sum }));
  let left = taken - shares.reduce((total, share) => total + share, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

/**
 * One amount's net, VAT and gross: with prices that include VAT the amount is the gross and
 * the VAT is taken out of it; otherwise it is the net and the VAT comes on top.
 * @example vatPart(10000, { pricesIncludeVat: false, rateBasisPoints: 500 }) // { net: 10000, vat: 500, gross: 10500 }
 */
export function vatPart(amount: Fils, settings: VatSettings): VatPart {
  const whole = wholeOrZero(amount);
  if (settings.pricesIncludeVat) {
    const vat = vatInGross(whole, settings.rateBasisPoints);
    return { net: whole - vat, vat, gross: whole };
  }
  const vat = vatOnNet(whole, settings.rateBasisPoints);
  return { net: whole, vat, gross: whole + vat };
}

/**
 * A sale's VAT: every item line less its share of the discount, the service fee and shipping,
 * each taxed and rounded on its own (docs/product/tax-invoices.md), then summed.
 * @example vatBreakdown({ lineAmounts: [10000], discount: 0, servicePrice: 0, shipping: 0, settings: { pricesIncludeVat: false, rateBasisPoints: 500 } }).vat // 500
 */
export function vatBreakdown(input: VatBreakdownInput): VatBreakdown {
  const shares = allocateDiscount(input.lineAmounts, input.discount);
  const lines = input.lineAmounts.map((amount, index) =>
    vatPart(wholeOrZero(amount) - (shares[index] ?? 0), input.settings),
  );
  const serviceFee = vatPart(input.servicePrice, input.settings);
  const shipping = vatPart(input.shipping, input.settings);
  const parts = [...lines, serviceFee, shipping];
  let net = 0;
  let vat = 0;
  let gross = 0;
  for (const part of parts) {
    net += part.net;
    vat += part.vat;
    gross += part.gross;
  }
  return {
    rateBasisPoints: input.settings.rateBasisPoints,
    pricesIncludeVat: input.settings.pricesIncludeVat,
    lines,
    serviceFee,
    shipping,
    net,
    vat,
    gross,
  };
}
