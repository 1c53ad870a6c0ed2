import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { filsArb } from '../test/arbitraries.js';
import { allocateDiscount, vatBreakdown, vatPart, type VatSettings } from './vat-breakdown.js';

const exclusive: VatSettings = { pricesIncludeVat: false, rateBasisPoints: 500 };
const inclusive: VatSettings = { pricesIncludeVat: true, rateBasisPoints: 500 };
const settingsArb = fc.constantFrom(exclusive, inclusive);
const amountsArb = fc.array(filsArb, { maxLength: 20 });

describe('allocateDiscount', () => {
  it('shares in proportion, the remainders to the largest rests', () => {
    expect(allocateDiscount([1000, 3000], 100)).toEqual([25, 75]);
    expect(allocateDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(allocateDiscount([100, 200], 1000)).toEqual([100, 200]);
    expect(allocateDiscount([0, 0], 50)).toEqual([0, 0]);
  });

  test.prop([amountsArb, filsArb])(
    'adds up to the discount (capped at the sum) and never passes an amount',
    (amounts, discount) => {
      const shares = allocateDiscount(amounts, discount);
      const sum = amounts.reduce((total, amount) => total + amount, 0);
      expect(shares.reduce((total, share) => total + share, 0)).toBe(Math.min(discount, sum));
      shares.forEach((share, index) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(amounts[index] ?? 0);
      });
    },
  );
});

describe('vatBreakdown', () => {
  it('taxes each line after its share of the discount, and the fee and shipping', () => {
    const vat = vatBreakdown({
      lineAmounts: [10000, 30000],
      discount: 4000,
      servicePrice: 2000,
      shipping: 1000,
      settings: exclusive,
    });
    expect(vat.lines).toEqual([
      { net: 9000, vat: 450, gross: 9450 },
      { net: 27000, vat: 1350, gross: 28350 },
    ]);
    expect(vat.serviceFee).toEqual({ net: 2000, vat: 100, gross: 2100 });
    expect(vat.shipping).toEqual({ net: 1000, vat: 50, gross: 1050 });
    expect(vat).toMatchObject({ net: 39000, vat: 1950, gross: 40950 });
  });

  it('rounds each line on its own, so the total VAT can differ from VAT on the total', () => {
    const vat = vatBreakdown({
      lineAmounts: [10, 10, 10],
      discount: 0,
      servicePrice: 0,
      shipping: 0,
      settings: exclusive,
    });
    // Each 0.5 fils rounds up to 1; VAT on the 30 fils total would be 2.
    expect(vat.vat).toBe(3);
  });

  test.prop([amountsArb, filsArb, filsArb, filsArb, settingsArb])(
    'the VAT is the sum of its parts, never negative, and net + VAT = gross',
    (lineAmounts, discount, servicePrice, shipping, settings) => {
      const vat = vatBreakdown({ lineAmounts, discount, servicePrice, shipping, settings });
      const parts = [...vat.lines, vat.serviceFee, vat.shipping];
      expect(vat.vat).toBe(parts.reduce((total, part) => total + part.vat, 0));
      expect(vat.net + vat.vat).toBe(vat.gross);
      for (const part of parts) {
        expect(part.vat).toBeGreaterThanOrEqual(0);
        expect(part.net + part.vat).toBe(part.gross);
      }
    },
  );

  test.prop([amountsArb, filsArb, filsArb])(
    'inclusive prices set to the exclusive gross give back the same net and VAT',
    (lineAmounts, servicePrice, shipping) => {
      const without = vatBreakdown({
        lineAmounts,
        discount: 0,
        servicePrice,
        shipping,
        settings: exclusive,
      });
      const withVat = vatBreakdown({
        lineAmounts: without.lines.map((line) => line.gross),
        discount: 0,
        servicePrice: without.serviceFee.gross,
        shipping: without.shipping.gross,
        settings: inclusive,
      });
      expect(withVat.lines).toEqual(without.lines);
      expect(withVat).toMatchObject({ net: without.net, vat: without.vat, gross: without.gross });
    },
  );

  test.prop([amountsArb, filsArb, settingsArb])(
    'a discount never raises the VAT',
    (lineAmounts, discount, settings) => {
      const base = { lineAmounts, servicePrice: 0, shipping: 0, settings };
      expect(vatBreakdown({ ...base, discount }).vat).toBeLessThanOrEqual(
        vatBreakdown({ ...base, discount: 0 }).vat,
      );
    },
  );
});

describe('vatPart', () => {
  it('takes the VAT out of an inclusive amount and adds it to an exclusive one', () => {
    expect(vatPart(10500, inclusive)).toEqual({ net: 10000, vat: 500, gross: 10500 });
    expect(vatPart(10000, exclusive)).toEqual({ net: 10000, vat: 500, gross: 10500 });
  });

  it('counts a negative amount as 0, so a sale never has negative VAT', () => {
    expect(vatPart(-1000, exclusive)).toEqual({ net: 0, vat: 0, gross: 0 });
  });
});
