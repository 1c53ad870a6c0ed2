// The one place the server takes cart pricing from: @lamaa/domain's pure priceCart.
// Kept as its own module so the pricing source is a single import.
export { priceCart } from '@lamaa/domain';
export type { CartPricing, CouponTerms, PriceCartInput } from '@lamaa/domain';
