import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { cartDiscountArb, couponTermsArb, filsArb, pricedLinesArb } from '../test/arbitraries.js';
import type { VatSettings } from '../tax/vat-breakdown.js';
import { priceCart, type PriceCartInput } from './price-cart.js';

const exclusive: VatSettings = { pricesIncludeVat: false, rateBasisPoints: 500 };
const inclusive: VatSettings = { pricesIncludeVat: true, rateBasisPoints: 500 };

function priced(input: PriceCartInput) {
  const result = priceCart(input);
  if (!result.ok) throw new Error(`expected a priced cart, got ${result.code}`);
  return result.value;
}

const saleArb = fc.record({
  lines: pricedLinesArb,
  discount: fc.option(cartDiscountArb, { nil: null }),
  servicePercentage: fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
  shipping: filsArb,
});

describe('priceCart with VAT', () => {
  it('adds 5 % on top of prices without VAT, after the discount, on the fee and shipping too', () => {
    const cart = priced({
      lines: [{ price: 10000, quantity: 2 }],
      discount: { type: 'fixed', value: 2000 },
      servicePercentage: 10,
      shipping: 1000,
      vat: exclusive,
    });
    // Items 20,000 − 2,000 = 18,000; fee 2,000 (10 % of the subtotal); shipping 1,000.
    expect(cart.vat).toMatchObject({ net: 21000, vat: 1050, gross: 22050 });
    expect(cart.total).toBe(22050);
  });

  it('takes the VAT out of prices that include it and keeps the total', () => {
    const cart = priced({ lines: [{ price: 10500, quantity: 1 }], vat: inclusive });
    expect(cart.vat).toMatchObject({ net: 10000, vat: 500, gross: 10500 });
    expect(cart.total).toBe(10500);
  });

  it('charges no VAT and answers null without VAT settings', () => {
    expect(priced({ lines: [{ price: 10000, quantity: 1 }] })).toMatchObject({
      total: 10000,
      vat: null,
    });
  });

  it('a coupon reduces the taxable amount', () => {
    const cart = priced({
      lines: [{ price: 10000, quantity: 1 }],
      coupon: { id: 1, code: 'EID10', type: 'Percentage', value: 10, minimum_total_price: null },
      vat: exclusive,
    });
    expect(cart.vat?.lines).toEqual([{ net: 9000, vat: 450, gross: 9450 }]);
    expect(cart.total).toBe(9450);
  });

  test.prop([saleArb])(
    'without VAT settings the figures are those of a business that is not registered',
    (sale) => {
      const { vat, ...plain } = priced(sale);
      const { vat: inside, ...withInclusive } = priced({ ...sale, vat: inclusive });
      expect(vat).toBeNull();
      expect(inside).not.toBeNull();
      // Prices that include VAT leave every figure as it was; only the VAT is shown.
      expect(withInclusive).toEqual(plain);
    },
  );

  test.prop([
    saleArb,
    fc.option(couponTermsArb, { nil: null }),
    fc.constantFrom(exclusive, inclusive),
  ])(
    'the total is the gross of the VAT breakdown, whose VAT is never negative',
    (sale, coupon, settings) => {
      const cart = priced({
        ...sale,
        discount: coupon ? null : sale.discount,
        coupon,
        vat: settings,
      });
      const vat = cart.vat;
      if (vat === null) throw new Error('expected VAT');
      expect(cart.total).toBe(vat.gross);
      expect(vat.vat).toBeGreaterThanOrEqual(0);
      expect(vat.vat).toBe(
        [...vat.lines, vat.serviceFee, vat.shipping].reduce((sum, part) => sum + part.vat, 0),
      );
    },
  );
});
