import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The orders screen's state as kept in the URL (`?page=2&q=camry`), so reload and back keep it. */
export interface OrdersUrlState {
  /** 1-based page; 1 when the URL has none or a bad one. */
  readonly page: number;
  /** The search text; '' without one. */
  readonly search: string;
  readonly setPage: (page: number) => void;
  /** Sets the search and goes back to page 1 ('' clears it). */
  readonly setSearch: (search: string) => void;
}

/** Reads a page number from the URL: a whole number of at least 1, else 1. */
export function pageFromUrl(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The orders page and search held in the URL; every change is a history entry, so Back
 * returns to the previous page or search.
 * @example const { page, search, setPage } = useOrdersUrl();
 */
export function useOrdersUrl(): OrdersUrlState {
  const [params, setParams] = useSearchParams();
  const page = pageFromUrl(params.get('page'));
  const search = params.get('q') ?? '';
  const write = useCallback(
    (nextPage: number, nextSearch: string) => {
      const next = new URLSearchParams();
      if (nextSearch !== '') next.set('q', nextSearch);
      if (nextPage > 1) next.set('page', String(nextPage));
      setParams(next);
    },
    [setParams],
  );
  const setPage = useCallback((nextPage: number) => write(nextPage, search), [write, search]);
  const setSearch = useCallback(
    (nextSearch: string) => {
      const trimmed = nextSearch.trim();
      if (trimmed !== search) write(1, trimmed);
    },
    [write, search],
  );
  return { page, search, setPage, setSearch };
}
