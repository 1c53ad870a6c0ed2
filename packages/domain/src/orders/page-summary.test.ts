import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pageSummary } from './page-summary.js';

describe('pageSummary', () => {
  it('gives Showing 16 to 30 of 30+ results and Page 2 of 2+ when more exist and the total is unknown', () => {
    expect(pageSummary({ page: 2, perPage: 15, itemCount: 15, hasNextPage: true })).toEqual({
      from: 16,
      to: 30,
      total: 30,
      page: 2,
      pageCount: 2,
      isApproximate: true,
    });
  });

  it('gives exact figures when the server gives the total', () => {
    expect(
      pageSummary({ page: 1, perPage: 15, itemCount: 15, total: 40, hasNextPage: true }),
    ).toEqual({
      from: 1,
      to: 15,
      total: 40,
      page: 1,
      pageCount: 3,
      isApproximate: false,
    });
  });

  it('adds the + when a next page exists beyond the given total', () => {
    expect(
      pageSummary({ page: 1, perPage: 15, itemCount: 15, total: 15, hasNextPage: true })
        .isApproximate,
    ).toBe(true);
  });

  it('shows 0 to 0 for an empty page', () => {
    const summary = pageSummary({
      page: 1,
      perPage: 15,
      itemCount: 0,
      total: 0,
      hasNextPage: false,
    });
    expect(summary).toMatchObject({ from: 0, to: 0, total: 0, pageCount: 1, isApproximate: false });
  });

  it('shows the last page of an unknown total without a +', () => {
    expect(pageSummary({ page: 3, perPage: 15, itemCount: 4, hasNextPage: false })).toEqual({
      from: 31,
      to: 34,
      total: 34,
      page: 3,
      pageCount: 3,
      isApproximate: false,
    });
  });

  it('repairs unusable numbers instead of producing NaN', () => {
    const summary = pageSummary({
      page: Number.NaN,
      perPage: 0,
      itemCount: -2,
      total: Number.NaN,
      hasNextPage: false,
    });
    expect(summary).toEqual({
      from: 0,
      to: 0,
      total: 0,
      page: 1,
      pageCount: 1,
      isApproximate: false,
    });
    expect(pageSummary({ page: 2, perPage: -1, itemCount: 3, hasNextPage: false })).toMatchObject({
      from: 16,
      to: 18,
    });
  });

  test.prop([
    fc.integer({ min: -2, max: 500 }),
    fc.integer({ min: -2, max: 100 }),
    fc.integer({ min: -2, max: 100 }),
    fc.option(fc.integer({ min: -2, max: 100_000 })),
    fc.boolean(),
  ])(
    'keeps from ≤ to ≤ total and page ≤ pageCount',
    (page, perPage, itemCount, total, hasNextPage) => {
      const summary = pageSummary({ page, perPage, itemCount, total, hasNextPage });
      expect(summary.from).toBeLessThanOrEqual(summary.to);
      expect(summary.to).toBeLessThanOrEqual(summary.total);
      expect(summary.page).toBeLessThanOrEqual(summary.pageCount);
      expect(summary.from === 0 || summary.from >= 1).toBe(true);
    },
  );
});
