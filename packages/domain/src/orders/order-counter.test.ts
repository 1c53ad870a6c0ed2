import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { orderCounter } from './order-counter.js';
import { pageSummary } from './page-summary.js';

const firstPage = { page: 1, perPage: 15 } as const;

describe('orderCounter', () => {
  it('shows Total Orders with the exact total when no search is active', () => {
    expect(orderCounter({ ...firstPage, total: 120, itemCount: 15, hasNextPage: true })).toEqual({
      kind: 'total',
      count: 120,
      isApproximate: false,
    });
  });

  it('shows Orders Found for a search, with the total when the server gives one and no +', () => {
    expect(
      orderCounter({ ...firstPage, search: 'ahmed', total: 4, itemCount: 4, hasNextPage: false }),
    ).toEqual({ kind: 'found', count: 4, isApproximate: false });
  });

  it('adds + to the rows seen so far only while a next page exists', () => {
    expect(
      orderCounter({ ...firstPage, search: 'ahmed', itemCount: 2, hasNextPage: false }),
    ).toEqual({ kind: 'found', count: 2, isApproximate: false });
    expect(
      orderCounter({ page: 2, perPage: 15, search: 'ahmed', itemCount: 15, hasNextPage: true }),
    ).toEqual({ kind: 'found', count: 30, isApproximate: true });
  });

  it('says Orders Found 0, without +, for an empty list without a total', () => {
    expect(orderCounter({ ...firstPage, total: null, itemCount: 0, hasNextPage: false })).toEqual({
      kind: 'found',
      count: 0,
      isApproximate: false,
    });
    expect(orderCounter({ ...firstPage, itemCount: Number.NaN, hasNextPage: false })).toEqual({
      kind: 'found',
      count: 0,
      isApproximate: false,
    });
  });

  test.prop([
    fc.integer({ min: 1, max: 50 }),
    fc.integer({ min: 0, max: 15 }),
    fc.option(fc.integer({ min: 0, max: 1000 })),
    fc.boolean(),
    fc.string(),
  ])(
    'always agrees with the pager\'s "of n results"',
    (page, itemCount, total, hasNextPage, search) => {
      const input = { page, perPage: 15, itemCount, total, hasNextPage };
      const counter = orderCounter({ ...input, search });
      const summary = pageSummary(input);
      expect(counter.count).toBe(summary.total);
      expect(counter.isApproximate).toBe(summary.isApproximate);
    },
  );
});
