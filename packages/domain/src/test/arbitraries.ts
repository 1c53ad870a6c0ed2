// Shared fast-check arbitraries for the commerce rules: amounts in whole fils, lines, discounts.
import { fc } from '@fast-check/vitest';
import { type AddToCartCandidate } from '../cart/add-to-cart.js';
import { type CouponTerms } from '../coupon/coupon-terms.js';
import { type CartDiscount } from '../discount/cart-discount.js';
import { type PricedLine } from '../pricing/items-subtotal.js';

/** An amount in fils from 0 to 100,000 AED. */
export const filsArb = fc.integer({ min: 0, max: 10_000_000 });

/** A price in fils above 0, up to 100,000 AED. */
export const positiveFilsArb = fc.integer({ min: 1, max: 10_000_000 });

/** A percentage from 0 to 100 with up to two decimals. */
export const percentageArb = fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100);

/** A line as pricing sees it, with or without an add-on price. */
export const pricedLineArb: fc.Arbitrary<PricedLine> = fc.record({
  price: positiveFilsArb,
  quantity: fc.integer({ min: 1, max: 50 }),
  add_ons_price: fc.option(positiveFilsArb, { nil: null }),
});

/** A list of lines, up to 30. */
export const pricedLinesArb = fc.array(pricedLineArb, { maxLength: 30 });

/** A valid manual discount: a percentage in (0, 100] or a fixed amount above 0. */
export const cartDiscountArb: fc.Arbitrary<CartDiscount> = fc.oneof(
  percentageArb.map((value) => ({ type: 'percentage' as const, value })),
  positiveFilsArb.map((value) => ({ type: 'fixed' as const, value })),
);

/** A coupon with a percentage or fixed value and an optional minimum total. */
export const couponTermsArb: fc.Arbitrary<CouponTerms> = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  code: fc.constantFrom('EID10', 'WASH5', 'SHINE'),
  type: fc.constantFrom('Percentage', 'Fixed'),
  value: fc.integer({ min: 1, max: 100 }),
  minimum_total_price: fc.option(filsArb, { nil: null }),
});

/** A service-option candidate over a small id space, so duplicates and merges happen. */
export const serviceCandidateArb: fc.Arbitrary<AddToCartCandidate> = fc.record({
  purchasable_type: fc.constant('service' as const),
  purchasable_id: fc.integer({ min: 1, max: 4 }),
  option: fc.record({
    id: fc.integer({ min: 1, max: 8 }),
    is_exclusive: fc.boolean(),
    price: fc.option(fc.integer({ min: -500, max: 50_000 }), { nil: null }),
  }),
  is_add_ons: fc.boolean(),
});

/** A product candidate over a small id space, with a price that may be missing or not above 0. */
export const productCandidateArb: fc.Arbitrary<AddToCartCandidate> = fc.record({
  purchasable_type: fc.constant('product' as const),
  purchasable_id: fc.integer({ min: 1, max: 5 }),
  price: fc.option(fc.integer({ min: -500, max: 50_000 }), { nil: null }),
});
