import type { PosClient } from '@lamaa/api-client';
import { createContext, useContext } from 'react';

/** Holds the app's one API client (made in src/app with the token and the 401 rule). */
export const ApiContext = createContext<PosClient | null>(null);

/**
 * The API client of the app.
 * @example const api = useApi(); const result = await api.getServices('wash');
 */
export function useApi(): PosClient {
  const api = useContext(ApiContext);
  if (api === null) throw new Error('useApi needs an ApiContext provider above it.');
  return api;
}
