import { test } from '@fast-check/vitest';
import { positiveFilsArb } from '../test/arbitraries.js';
import { describe, expect, it } from 'vitest';
import { percentOffBadge } from './percent-off-badge.js';

describe('percentOffBadge', () => {
  it('is the rounded (before price minus price) divided by before price', () => {
    expect(percentOffBadge(7500, 10000)).toBe(25);
    expect(percentOffBadge(6667, 10000)).toBe(33);
    expect(percentOffBadge(100, 300)).toBe(67);
  });
  it('shows only when before_discount_price exceeds price', () => {
    expect(percentOffBadge(10000, 10000)).toBeNull();
    expect(percentOffBadge(12000, 10000)).toBeNull();
    expect(percentOffBadge(10000, null)).toBeNull();
  });
  it('shows nothing for amounts that are not whole fils', () => {
    expect(percentOffBadge(10.5, 100)).toBeNull();
    expect(percentOffBadge(10, 100.5)).toBeNull();
  });
});

describe('percentOffBadge properties', () => {
  test.prop([positiveFilsArb, positiveFilsArb])(
    'shows a percent from 0 to 100 exactly when before exceeds price',
    (price, before) => {
      const badge = percentOffBadge(price, before);
      if (before > price) {
        expect(badge).not.toBeNull();
        expect(badge).toBeGreaterThanOrEqual(0);
        expect(badge).toBeLessThanOrEqual(100);
      } else {
        expect(badge).toBeNull();
      }
    },
  );
});
