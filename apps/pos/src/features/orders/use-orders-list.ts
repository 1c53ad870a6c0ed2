import type { OrdersPage } from '@lamaa/api-client';
import { ORDERS_PAGE_SIZE } from '@lamaa/domain';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';

/** What the orders list shows: the page, or loading, or a failure. */
export interface OrdersListState {
  readonly page: OrdersPage | null;
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  /** Loads the same page and search again (Retry, and after a delete or a payment). */
  readonly reload: () => void;
}

/**
 * Loads one page of orders (ORDERS_PAGE_SIZE rows) for a search; an answer that arrives
 * after the page or search changed is dropped.
 * @example const list = useOrdersList(2, 'camry');
 */
export function useOrdersList(page: number, search: string): OrdersListState {
  const api = useApi();
  const [state, setState] = useState<{
    page: OrdersPage | null;
    isLoading: boolean;
    hasFailed: boolean;
  }>({
    page: null,
    isLoading: true,
    hasFailed: false,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    setState((previous) => ({ ...previous, isLoading: true, hasFailed: false }));
    const query = { page, per_page: ORDERS_PAGE_SIZE, ...(search === '' ? {} : { q: search }) };
    void api.listOrders(query).then((result) => {
      if (!isCurrent) return;
      // The table (a row menu each) renders in slices that let a tap or a frame in between.
      startTransition(() =>
        setState(
          result.error
            ? { page: null, isLoading: false, hasFailed: true }
            : { page: result.data, isLoading: false, hasFailed: false },
        ),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [api, page, search, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}
