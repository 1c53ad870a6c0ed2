import { fc, test } from '@fast-check/vitest';
import { positiveFilsArb } from '../test/arbitraries.js';
import { describe, expect, it } from 'vitest';
import { serviceFee, servicePercentageDisplay } from './service-fee.js';

describe('serviceFee', () => {
  it('is the subtotal times the service percentage when the server gives no service price', () => {
    expect(serviceFee({ subtotal: 20000, servicePrice: null, servicePercentage: 5 })).toEqual({
      servicePrice: 1000,
      servicePercentage: 5,
    });
  });
  it('derives the percentage as the service price divided by the subtotal when it is missing', () => {
    expect(serviceFee({ subtotal: 20000, servicePrice: 1000, servicePercentage: null })).toEqual({
      servicePrice: 1000,
      servicePercentage: 5,
    });
  });
  it('gives a 0 percentage for an empty subtotal instead of NaN', () => {
    expect(serviceFee({ subtotal: 0, servicePrice: 500 })).toEqual({
      servicePrice: 500,
      servicePercentage: 0,
    });
  });
  it('treats an unusable subtotal as 0', () => {
    expect(serviceFee({ subtotal: Number.NaN, servicePercentage: 5 })).toEqual({
      servicePrice: 0,
      servicePercentage: 5,
    });
  });
  it('keeps both figures when the server gave both', () => {
    expect(serviceFee({ subtotal: 20000, servicePrice: 900, servicePercentage: 5 })).toEqual({
      servicePrice: 900,
      servicePercentage: 5,
    });
  });
  it('is zero when neither is known or both are unusable', () => {
    expect(serviceFee({ subtotal: 20000 })).toEqual({ servicePrice: 0, servicePercentage: 0 });
    expect(
      serviceFee({ subtotal: 20000, servicePrice: 1.5, servicePercentage: Number.NaN }),
    ).toEqual({
      servicePrice: 0,
      servicePercentage: 0,
    });
  });
});

describe('servicePercentageDisplay', () => {
  it('displays the service fee percentage with 1 decimal', () => {
    expect(servicePercentageDisplay(5)).toBe('5.0');
    expect(servicePercentageDisplay(4.96)).toBe('5.0');
    expect(servicePercentageDisplay(7.25)).toBe('7.3');
    expect(servicePercentageDisplay(Number.NaN)).toBe('0.0');
  });
});

describe('serviceFee properties', () => {
  test.prop([positiveFilsArb, fc.integer({ min: 0, max: 5_000_000 })])(
    'a percentage derived from a service price gives that price back',
    (subtotal, servicePrice) => {
      const derived = serviceFee({ subtotal, servicePrice });
      expect(
        serviceFee({ subtotal, servicePercentage: derived.servicePercentage }).servicePrice,
      ).toBe(servicePrice);
    },
  );
});
