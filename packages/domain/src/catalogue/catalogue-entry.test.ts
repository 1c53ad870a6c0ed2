import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_UNIT_PRICE_FILS } from '../constants/money-limits.js';
import {
  catalogPriceProblem,
  catalogTextProblem,
  INCLUDED_MAX_ENTRIES,
  packageProblems,
  productProblems,
  serviceProblems,
  type ServiceEntry,
} from './catalogue-entry.js';

const wash: ServiceEntry = {
  name: { en: 'Wash', ar: 'غسيل' },
  included: [{ en: 'Foam', ar: 'رغوة' }],
  display_order: 0,
  options: [
    {
      name: { en: 'Outside', ar: 'خارجي' },
      display_order: 1,
      prices: [
        { car_group_id: 1, price_fils: 2500 },
        { car_group_id: 2, price_fils: 0 },
      ],
    },
  ],
};

describe('catalogPriceProblem', () => {
  it('takes zero ("No Price") up to the largest unit price', () => {
    expect(catalogPriceProblem(0)).toBeNull();
    expect(catalogPriceProblem(MAX_UNIT_PRICE_FILS)).toBeNull();
    expect(catalogPriceProblem(MAX_UNIT_PRICE_FILS + 1)).toBe('catalogue.price-too-large');
  });

  it('refuses negative and fractional fils', () => {
    expect(catalogPriceProblem(-1)).toBe('catalogue.price-invalid');
    expect(catalogPriceProblem(10.5)).toBe('catalogue.price-invalid');
    expect(catalogPriceProblem(Number.NaN)).toBe('catalogue.price-invalid');
  });

  test.prop([fc.integer({ min: 0, max: MAX_UNIT_PRICE_FILS })])(
    'takes every whole fils in range',
    (fils) => {
      expect(catalogPriceProblem(fils)).toBeNull();
    },
  );
});

describe('catalogTextProblem', () => {
  it('needs text that is not only spaces, within the limit', () => {
    expect(catalogTextProblem('  ', 10)).toBe('catalogue.text-required');
    expect(catalogTextProblem('a'.repeat(11), 10)).toBe('catalogue.text-too-long');
    expect(catalogTextProblem(' غسيل ', 10)).toBeNull();
  });
});

describe('serviceProblems', () => {
  it('finds nothing in a whole service', () => {
    expect(serviceProblems(wash)).toEqual({});
  });

  it('names every field to fix by its request path', () => {
    const broken: ServiceEntry = {
      name: { en: '', ar: 'غسيل' },
      included: [{ en: 'Foam', ar: ' ' }],
      display_order: -1,
      options: [
        {
          name: { en: 'Outside', ar: '' },
          display_order: 0,
          prices: [
            { car_group_id: 4, price_fils: 100 },
            { car_group_id: 2, price_fils: -5 },
          ],
        },
      ],
    };
    expect(serviceProblems(broken)).toEqual({
      'name.en': 'catalogue.text-required',
      display_order: 'catalogue.display-order-invalid',
      'included.0.ar': 'catalogue.text-required',
      'options.0.name.ar': 'catalogue.text-required',
      'options.0.prices.0': 'catalogue.car-group-unknown',
      'options.0.prices.1': 'catalogue.price-invalid',
    });
  });

  it('caps the included list', () => {
    const included = Array.from({ length: INCLUDED_MAX_ENTRIES + 1 }, () => ({ en: 'a', ar: 'ب' }));
    expect(serviceProblems({ ...wash, included })).toEqual({
      included: 'catalogue.too-many-entries',
    });
  });
});

describe('packageProblems and productProblems', () => {
  it('checks a package by name and group prices', () => {
    expect(
      packageProblems({
        name: { en: 'Gold', ar: 'ذهبي' },
        prices: [{ car_group_id: 3, price_fils: 1 }],
      }),
    ).toEqual({});
    expect(
      packageProblems({
        name: { en: 'Gold', ar: '' },
        prices: [{ car_group_id: 0, price_fils: 1 }],
      }),
    ).toEqual({ 'name.ar': 'catalogue.text-required', 'prices.0': 'catalogue.car-group-unknown' });
  });

  it('refuses a before-discount price below the price, and takes none', () => {
    const wax = { name: { en: 'Wax', ar: 'شمع' }, price_fils: 500 };
    expect(productProblems({ ...wax, before_discount_fils: 400 })).toEqual({
      before_discount_price: 'catalogue.before-discount-low',
    });
    expect(productProblems({ ...wax, before_discount_fils: 500 })).toEqual({});
    expect(productProblems({ ...wax, before_discount_fils: null })).toEqual({});
    expect(productProblems({ ...wax, price_fils: -1, before_discount_fils: null })).toEqual({
      price: 'catalogue.price-invalid',
    });
  });
});
