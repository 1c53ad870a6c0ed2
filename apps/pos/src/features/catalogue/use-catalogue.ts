import type { ApiResult } from '@lamaa/api-client';
import { startTransition, useEffect, useState } from 'react';

/** A catalogue list as a page sees it: the items, loading, failure and a retry. */
export interface CatalogueState<T> {
  readonly items: readonly T[];
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  readonly retry: () => void;
}

/** Loads a catalogue list for a search text with the given call; older answers are dropped. */
export function useCatalogue<T>(
  load: (q?: string) => Promise<ApiResult<T[]>>,
  query: string,
): CatalogueState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<CatalogueState<T>, 'retry'>>({
    items: [],
    isLoading: true,
    hasFailed: false,
  });
  useEffect(() => {
    let isCurrent = true;
    setState((previous) => ({ ...previous, isLoading: true, hasFailed: false }));
    void load(query === '' ? undefined : query).then((result) => {
      if (!isCurrent) return;
      // Hundreds of cards render in slices that let a tap or a frame in between.
      startTransition(() =>
        setState(
          result.error
            ? { items: [], isLoading: false, hasFailed: true }
            : { items: result.data, isLoading: false, hasFailed: false },
        ),
      );
    });
    return () => {
      isCurrent = false;
    };
  }, [load, query, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
