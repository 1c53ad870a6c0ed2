import { type PageSummaryInput, pageSummary } from './page-summary.js';

/** The orders counter card: 'Total Orders' or 'Orders Found', with a count. */
export interface OrderCounter {
  readonly kind: 'total' | 'found';
  readonly count: number;
  /** True when the count shows with a trailing '+': more pages may exist beyond it. */
  readonly isApproximate: boolean;
}

/** What the orders screen knows when it draws the counter: the pager's facts and the search. */
export interface OrderCounterInput extends PageSummaryInput {
  readonly search?: string | null;
}

/**
 * The orders counter: 'Total Orders' when there is no search and the server gave a total,
 * 'Orders Found' otherwise. Its count is the pager's "of n results" (from pageSummary), so the
 * card and the table never disagree; the '+' shows only while a next page may exist.
 * @example orderCounter({ search: 'ahmed', page: 1, perPage: 15, itemCount: 2, hasNextPage: false }) // { kind: 'found', count: 2, isApproximate: false }
 */
export function orderCounter(input: OrderCounterInput): OrderCounter {
  const isSearching = (input.search ?? '').trim() !== '';
  const total = input.total;
  const isKnown = typeof total === 'number' && Number.isSafeInteger(total) && total >= 0;
  const summary = pageSummary(input);
  return {
    kind: isSearching || !isKnown ? 'found' : 'total',
    count: summary.total,
    isApproximate: summary.isApproximate,
  };
}
