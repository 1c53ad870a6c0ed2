import { describe, expect, it } from 'vitest';
import {
  divideHalfAwayFromZero,
  UAE_VAT_BASIS_POINTS,
  vatInGross,
  vatOnNet,
} from './vat-rounding.js';

describe('divideHalfAwayFromZero', () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [5n, 3n, 2n],
    [0n, 7n, 0n],
    [-4n, 3n, -1n],
  ])('%d ÷ %d rounds to %d', (numerator, denominator, expected) => {
    expect(divideHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });
});

describe('VAT at 5 %', () => {
  it.each([
    [10000, 500],
    [1010, 51], // 50.5 fils: the half goes up
    [1009, 50], // 50.45 fils
    [1, 0], // 0.05 fils
    [10, 1], // 0.5 fils: the half goes up
    [0, 0],
  ])('on a net of %d fils is %d fils', (net, vat) => {
    expect(vatOnNet(net, UAE_VAT_BASIS_POINTS)).toBe(vat);
  });

  it.each([
    [10500, 500],
    [105, 5],
    [21, 1], // exactly 1 fils
    [31, 1], // 1.476… fils
    [32, 2], // 1.52… fils
    [0, 0],
  ])('inside a gross of %d fils is %d fils', (gross, vat) => {
    expect(vatInGross(gross, UAE_VAT_BASIS_POINTS)).toBe(vat);
  });

  it('is 0 for amounts that are not whole fils or a rate that is not whole basis points', () => {
    expect(vatOnNet(10.5, 500)).toBe(0);
    expect(vatOnNet(10000, 2.5)).toBe(0);
    expect(vatInGross(Number.NaN, 500)).toBe(0);
  });

  it('stays exact past the float range of net × rate', () => {
    const net = Number.MAX_SAFE_INTEGER - 1;
    expect(vatOnNet(net, 500)).toBe(Number((BigInt(net) * 500n + 5000n) / 10000n));
  });
});
