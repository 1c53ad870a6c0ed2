import type { Customer } from '@lamaa/api-client';
import { useEffect, useState } from 'react';
import { useApi } from '../../shared/api/api-context.js';

/** The customer list for a search text: the customers, whether it loads, whether it failed. */
export interface CustomerSearch {
  readonly customers: readonly Customer[];
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  /** Asks again (after a failure or a new customer). */
  readonly reload: () => void;
}

/** Loads GET /pos/customers for a (debounced) search text; answers to an older text are dropped. */
export function useCustomerSearch(query: string): CustomerSearch {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<CustomerSearch, 'reload'>>({
    customers: [],
    isLoading: true,
    hasFailed: false,
  });
  useEffect(() => {
    let isCurrent = true;
    setState((previous) => ({ ...previous, isLoading: true, hasFailed: false }));
    void api.searchCustomers(query).then((result) => {
      if (!isCurrent) return;
      setState(
        result.error
          ? { customers: [], isLoading: false, hasFailed: true }
          : { customers: result.data, isLoading: false, hasFailed: false },
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [api, query, attempt]);
  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
