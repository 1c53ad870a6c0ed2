import { describe, expect, it } from 'vitest';
import { orderCounter } from './order-counter.js';

describe('orderCounter', () => {
  it('shows Total Orders with the exact total when no search is active', () => {
    expect(orderCounter({ total: 120, countedSoFar: 15 })).toEqual({
      kind: 'total',
      count: 120,
      isApproximate: false,
    });
  });

  it('shows Orders Found with a trailing + when a search is active', () => {
    expect(orderCounter({ search: 'ahmed', total: 4, countedSoFar: 4 })).toEqual({
      kind: 'found',
      count: 4,
      isApproximate: true,
    });
  });

  it('counts the rows seen so far with a trailing + when the total is unknown', () => {
    expect(orderCounter({ search: '  ', total: null, countedSoFar: 30 })).toEqual({
      kind: 'total',
      count: 30,
      isApproximate: true,
    });
    expect(orderCounter({ countedSoFar: Number.NaN })).toEqual({
      kind: 'total',
      count: 0,
      isApproximate: true,
    });
  });
});
