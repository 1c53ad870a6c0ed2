import { FullScreenLoading } from '@lamaa/ui';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useText } from '../../shared/i18n/use-text.js';
import { useAuthStatus } from '../../shared/session/auth-context.js';

/** The state the guard hands to /login: where to return after signing in. */
export interface FromState {
  readonly from?: string;
}

/**
 * The protected-area guard: "Loading..." while the session is read, /login (carrying the
 * path it came from) when signed out, the children when signed in.
 */
export function RequireAuth({ children }: { readonly children: ReactNode }) {
  const status = useAuthStatus();
  const location = useLocation();
  const t = useText();
  if (status === 'loading') return <FullScreenLoading label={t('busy.loading')} />;
  if (status === 'signed-out') {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <>{children}</>;
}
