import { ORDERS_PAGE_SIZE } from '../constants/limits.js';

/** What is known about the page on screen. */
export interface PageSummaryInput {
  /** 1-based page number. */
  readonly page: number;
  readonly perPage: number;
  /** Rows on this page. */
  readonly itemCount: number;
  /** The total when the server gives one; the orders list usually does not. */
  readonly total?: number | null;
  /** True when the server links a next page. */
  readonly hasNextPage: boolean;
}

/** The numbers of 'Showing x to y of n results' and 'Page p of n', with the '+' flag. */
export interface PageSummary {
  readonly from: number;
  readonly to: number;
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** True when n is only a lower bound and shows with a trailing '+'. */
  readonly isApproximate: boolean;
}

/** A whole number at least `min`, or the fallback. */
function wholeAtLeast(value: number | null | undefined, min: number, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min
    ? value
    : fallback;
}

/**
 * Summarises a page for 'Showing x to y of n results' and 'Page p of n'; n is a lower
 * bound shown with '+' when more pages exist beyond it (an unknown total with a next page).
 * @example pageSummary({ page: 2, perPage: 15, itemCount: 15, hasNextPage: true }) // from 16, to 30, total 30, isApproximate
 */
export function pageSummary(input: PageSummaryInput): PageSummary {
  const page = wholeAtLeast(input.page, 1, 1);
  const perPage = wholeAtLeast(input.perPage, 1, ORDERS_PAGE_SIZE);
  const itemCount = wholeAtLeast(input.itemCount, 0, 0);
  const offset = (page - 1) * perPage;
  const from = itemCount === 0 ? 0 : offset + 1;
  const to = itemCount === 0 ? 0 : offset + itemCount;
  const known = wholeAtLeast(input.total, 0, -1);
  if (known < 0) {
    // Without a total, the rows so far are all there is unless the server links a next page.
    return { from, to, total: to, page, pageCount: page, isApproximate: input.hasNextPage };
  }
  const total = Math.max(known, to);
  const pageCount = Math.max(page, Math.ceil(total / perPage));
  return {
    from,
    to,
    total,
    page,
    pageCount,
    isApproximate: input.hasNextPage && pageCount <= page,
  };
}
