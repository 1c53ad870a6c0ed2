import { type Role, storeSession } from '@lamaa/domain';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createPosRuntime, type PosRuntime } from '../app/create-pos-runtime.js';
import { posMessages } from '../app/pos-messages.js';
import { PosProviders } from '../app/pos-providers.js';
import { PosRoutes } from '../app/pos-routes.js';
import { API, CASHIER, fakeState } from './fake-api.js';

/** Shows the current path, so tests can assert where the router went. */
function PathProbe() {
  const location = useLocation();
  return <output data-testid="path">{location.pathname}</output>;
}

/** What renderPos gives a test. */
export interface RenderedPos extends RenderResult {
  readonly runtime: PosRuntime;
}

/**
 * Renders the whole POS (runtime, providers, routes) at a path against the fake API; `signedIn`
 * stores the cashier's session first, as a returning cashier would have it.
 */
export function renderPos(
  path: string,
  options: {
    readonly signedIn?: boolean;
    readonly language?: 'en' | 'ar';
    /** The signed-in employee's role (none: a server older than roles). */
    readonly role?: Role;
  } = {},
): RenderedPos {
  if (options.signedIn) {
    storeSession(window, {
      token: CASHIER.token,
      user: { id: 1, name: { en: 'Sami Cashier', ar: 'سامي الكاشير' }, role: options.role },
    });
    // The employee the shell reads again from the server is the one stored.
    fakeState.role = options.role ?? null;
  }
  window.localStorage.setItem('lamaa.language', options.language ?? 'en');
  const runtime = createPosRuntime({ baseUrl: API });
  const result = render(
    <PosProviders runtime={runtime} messages={posMessages}>
      <MemoryRouter initialEntries={[path]}>
        <PosRoutes />
        <PathProbe />
      </MemoryRouter>
    </PosProviders>,
  );
  return { ...result, runtime };
}
