/** Which of the two blocks, manual discount or coupon, the cart may show. */
export interface DiscountVisibility {
  readonly isDiscountVisible: boolean;
  readonly isCouponVisible: boolean;
}

/**
 * Only one of discount or coupon applies: the discount block is hidden while a coupon is set,
 * and the coupon block while a discount is set.
 * @example discountVisibility({ hasCoupon: true, hasDiscount: false }) // { isDiscountVisible: false, isCouponVisible: true }
 */
export function discountVisibility(state: {
  readonly hasCoupon: boolean;
  readonly hasDiscount: boolean;
}): DiscountVisibility {
  return { isDiscountVisible: !state.hasCoupon, isCouponVisible: !state.hasDiscount };
}
