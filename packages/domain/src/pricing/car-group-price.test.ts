import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  minimumPrice,
  packagePriceForCarGroup,
  planPriceForCarGroup,
  positivePrices,
  priceForCarGroup,
  toCarGroupId,
} from './car-group-price.js';

describe('price helpers', () => {
  it('ignores prices that are zero or negative', () => {
    expect(positivePrices([{ price: 0 }, { price: -100 }, { price: 500 }, { price: 1.5 }])).toEqual(
      [{ price: 500 }],
    );
  });

  it('takes the minimum price as the lowest price above zero', () => {
    expect(minimumPrice([{ price: 0 }, { price: 4500 }, { price: 3000 }])).toBe(3000);
    expect(minimumPrice([{ price: 3000 }, { price: 4500 }])).toBe(3000);
  });

  it('has no minimum price when no price is above zero', () => {
    expect(minimumPrice([{ price: 0 }, { price: -1 }])).toBeNull();
    expect(minimumPrice([])).toBeNull();
  });

  it('finds the price whose group_type_car_id matches, comparing numerically', () => {
    const prices = [
      { group_type_car_id: '1', price: 5000 },
      { group_type_car_id: 2, price: 8000 },
      { group_type_car_id: '3', price: 12000 },
    ];
    expect(priceForCarGroup(prices, 2)).toBe(8000);
    expect(priceForCarGroup(prices, '1')).toBe(5000);
    expect(priceForCarGroup(prices, '3.0')).toBe(12000);
  });

  it('gives none when the matching price is not above zero', () => {
    expect(priceForCarGroup([{ group_type_car_id: 1, price: 0 }], 1)).toBeNull();
  });

  it('gives none for a missing group or an unreadable group id', () => {
    expect(priceForCarGroup([{ group_type_car_id: 1, price: 500 }], 3)).toBeNull();
    expect(priceForCarGroup([{ group_type_car_id: 1, price: 500 }], null)).toBeNull();
    expect(priceForCarGroup([{ group_type_car_id: 1, price: 500 }], 'large')).toBeNull();
  });

  it('uses the price item id as the car group id for packages', () => {
    const prices = [
      { id: 1, price: 20000 },
      { id: 2, price: 25000 },
    ];
    expect(packagePriceForCarGroup(prices, '2')).toBe(25000);
    expect(priceForCarGroup(prices, 2)).toBeNull();
  });

  it("reads a plan's price by its car_group_id; a group without one has no price", () => {
    const prices = [
      { car_group_id: 1, price: 20000 },
      { car_group_id: 2, price: 25000 },
    ];
    expect(planPriceForCarGroup(prices, '2')).toBe(25000);
    expect(planPriceForCarGroup(prices, 3)).toBeNull();
    expect(packagePriceForCarGroup(prices, 2)).toBeNull();
  });

  it('reads car group ids from numbers and numeric strings only', () => {
    expect(toCarGroupId(2)).toBe(2);
    expect(toCarGroupId(' 3 ')).toBe(3);
    expect(toCarGroupId(Number.NaN)).toBeNull();
    expect(toCarGroupId('')).toBeNull();
    expect(toCarGroupId(undefined)).toBeNull();
  });
});

describe('price helper properties', () => {
  const itemsArb = fc.array(
    fc.record({
      group_type_car_id: fc.integer({ min: 1, max: 3 }),
      price: fc.integer({ min: -1000, max: 100_000 }),
    }),
    { maxLength: 10 },
  );
  test.prop([itemsArb])(
    'the minimum price is one of the prices above zero and no higher than any of them',
    (items) => {
      const lowest = minimumPrice(items);
      const positives = items.map((i) => i.price).filter((p) => p > 0);
      if (positives.length === 0) expect(lowest).toBeNull();
      else {
        expect(positives).toContain(lowest);
        for (const p of positives) expect(lowest).toBeLessThanOrEqual(p);
      }
    },
  );
  test.prop([itemsArb, fc.integer({ min: 1, max: 3 })])(
    'a group id as a number or as a string finds the same price',
    (items, group) => {
      expect(priceForCarGroup(items, String(group))).toBe(priceForCarGroup(items, group));
      const price = priceForCarGroup(items, group);
      if (price !== null) expect(price).toBeGreaterThan(0);
    },
  );
});
