import type { LoaderCache } from '@lamaa/domain';
import { createContext } from 'react';

/**
 * The cache `useLoader` reads and fills; none by default. An app provides one per signed-in
 * session, so a screen shown again starts from its last data and nothing outlives a sign-out.
 */
export const LoaderCacheContext = createContext<LoaderCache | null>(null);
