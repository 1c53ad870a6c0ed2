// Prices a 1,000-line cart from scratch: the full recalculation the cart panel and the
// reference API run on every change. Target: under 0.5 ms median.
import { bench, describe } from 'vitest';
import { priceCart } from '../src/pricing/price-cart.js';

const lines = Array.from({ length: 1000 }, (_, i) => ({
  price: 1000 + (i % 97) * 25,
  quantity: 1 + (i % 3),
  add_ons_price: i % 10 === 0 ? 1500 : null,
}));

describe('pricing', () => {
  bench('priceCart, 1,000 lines, full recalculation', () => {
    const result = priceCart({
      lines,
      discount: { type: 'percentage', value: 10 },
      servicePercentage: 5,
      shipping: 2500,
    });
    if (!result.ok || result.value.total <= 0) throw new Error('benchmark cart did not price');
  });
});
