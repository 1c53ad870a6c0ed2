/** The orders counter card: 'Total Orders' or 'Orders Found', with a count. */
export interface OrderCounter {
  readonly kind: 'total' | 'found';
  readonly count: number;
  /** True when the count shows with a trailing '+'. */
  readonly isApproximate: boolean;
}

/** What the orders screen knows when it draws the counter. */
export interface OrderCounterInput {
  readonly search?: string | null;
  /** The total from the server, when it gives one. */
  readonly total?: number | null;
  /** Orders counted so far (rows up to this page), used when the total is unknown. */
  readonly countedSoFar: number;
}

/**
 * The orders counter: 'Total Orders' without a search, 'Orders Found' with one; the count is
 * approximate (trailing '+') when a search is active or the total is unknown.
 * @example orderCounter({ search: 'ahmed', countedSoFar: 15 }) // { kind: 'found', count: 15, isApproximate: true }
 */
export function orderCounter(input: OrderCounterInput): OrderCounter {
  const isSearching = (input.search ?? '').trim() !== '';
  const total = input.total;
  const isKnown = typeof total === 'number' && Number.isSafeInteger(total) && total >= 0;
  const counted =
    Number.isSafeInteger(input.countedSoFar) && input.countedSoFar > 0 ? input.countedSoFar : 0;
  return {
    kind: isSearching ? 'found' : 'total',
    count: isKnown ? total : counted,
    isApproximate: isSearching || !isKnown,
  };
}
