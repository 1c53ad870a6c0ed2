import { test } from '@fast-check/vitest';
import { pricedLinesArb } from '../test/arbitraries.js';
import { describe, expect, it } from 'vitest';
import { itemsSubtotal, lineTotal, unitPrice } from './items-subtotal.js';

describe('itemsSubtotal', () => {
  it('uses the add-on price where set', () => {
    expect(unitPrice({ price: 500, quantity: 1, add_ons_price: 700 })).toBe(700);
    expect(unitPrice({ price: 500, quantity: 1, add_ons_price: null })).toBe(500);
    expect(unitPrice({ price: 500, quantity: 1, add_ons_price: 0 })).toBe(500);
    expect(
      itemsSubtotal([
        { price: 1000, quantity: 2 },
        { price: 500, quantity: 1, add_ons_price: 700 },
      ]),
    ).toBe(2700);
  });
  it('multiplies the unit price by the quantity', () => {
    expect(lineTotal({ price: 1250, quantity: 3 })).toBe(3750);
  });
  it('counts unusable lines as 0 rather than NaN', () => {
    expect(lineTotal({ price: 100, quantity: Number.NaN })).toBe(0);
    expect(lineTotal({ price: 100, quantity: -1 })).toBe(0);
    expect(lineTotal({ price: Number.NaN, quantity: 2 })).toBe(0);
    expect(
      itemsSubtotal([
        { price: 100, quantity: 1.5 },
        { price: 100, quantity: 1 },
      ]),
    ).toBe(100);
  });
  it('is 0 for an empty cart', () => {
    expect(itemsSubtotal([])).toBe(0);
  });
});

describe('itemsSubtotal properties', () => {
  test.prop([pricedLinesArb])('does not depend on the order of the lines', (lines) => {
    expect(itemsSubtotal([...lines].reverse())).toBe(itemsSubtotal(lines));
    expect(Number.isSafeInteger(itemsSubtotal(lines))).toBe(true);
  });
});
