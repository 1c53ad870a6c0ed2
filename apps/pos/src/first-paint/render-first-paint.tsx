// The first paint of the POS, rendered at build time (scripts/first-paint-plugin.ts): the
// markup the app's own first frame will have, so a slow phone paints the sign-in form or the
// shell from the HTML alone while the JavaScript is still on its way. It is a picture: the
// plugin makes it inert, and the app renders over it (main.tsx). Nothing here runs in the
// browser.
import { createPosClient } from '@lamaa/api-client';
import {
  authMachine,
  type AuthContext as AuthMachineContext,
  directionOf,
  type Language,
  LANGUAGES,
} from '@lamaa/domain';
import { FullScreenLoading, LocaleProvider } from '@lamaa/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { createActor } from 'xstate';
import { AppShell } from '../app/app-shell.js';
import { LoginPage } from '../features/auth/login-page.js';
import { PackagesPage } from '../features/catalogue/packages-page.js';
import { ProductsPage } from '../features/catalogue/products-page.js';
import { ServicesPage } from '../features/catalogue/services-page.js';
import { OrdersPage } from '../features/orders/orders-page.js';
import { ApiContext } from '../shared/api/api-context.js';
import { posMessages } from '../app/pos-messages.js';
import { AuthContext } from '../shared/session/auth-context.js';

/** The screens of the signed-in shell painted from the HTML (the profile shows the employee's name: not known at build time). */
const SHELL_SCREENS = {
  services: ServicesPage,
  packages: PackagesPage,
  products: ProductsPage,
  orders: OrdersPage,
} as const;

/** The pages painted from the HTML: the sign-in form, and the shell on each of its screens. */
export type FirstPaintPage = 'login' | keyof typeof SHELL_SCREENS;

/** The auth machine at rest in a state (never started, so nothing is invoked). */
function authAt(value: 'unauthenticated' | 'authenticated') {
  const context: AuthMachineContext = {
    // The employee is not known at build time: the avatar shows its icon until the app runs.
    session: value === 'authenticated' ? { token: 'first-paint', user: { id: 0 } } : null,
    loginError: null,
  };
  return createActor(authMachine, { snapshot: authMachine.resolveState({ value, context }) });
}

/** What the app puts around a screen, at rest: the language, the session state and the path. */
function Providers({
  language,
  signedIn,
  path,
  children,
}: {
  readonly language: Language;
  readonly signedIn: boolean;
  readonly path: string;
  readonly children: ReactNode;
}) {
  return (
    <LocaleProvider language={language} messages={posMessages}>
      <AuthContext.Provider value={authAt(signedIn ? 'authenticated' : 'unauthenticated')}>
        <StaticRouter location={path}>{children}</StaticRouter>
      </AuthContext.Provider>
    </LocaleProvider>
  );
}

/** The signed-in shell on a screen before any data: the panels show their loading state. */
function ShellFirstPaint({ screen }: { readonly screen: keyof typeof SHELL_SCREENS }) {
  const Screen = SHELL_SCREENS[screen];
  // Never called while rendering: the client only reaches the network from effects.
  const api = createPosClient({
    baseUrl: '/api',
    getToken: () => null,
    onUnauthorized: () => {},
  });
  return (
    <ApiContext.Provider value={api}>
      <Routes>
        <Route path="/" element={<AppShell />}>
          <Route path={screen} element={<Screen />} />
        </Route>
      </Routes>
    </ApiContext.Provider>
  );
}

/** One page's first paint in one language. */
export interface FirstPaint {
  readonly page: FirstPaintPage;
  readonly language: Language;
  readonly direction: 'ltr' | 'rtl';
  /** The HTML inside #root. */
  readonly markup: string;
  /**
   * A shell page's "Loading..." picture, shown instead of the shell when no employee is stored
   * (session-check-script.ts); null for the sign-in page.
   */
  readonly loading: string | null;
}

/** The HTML inside #root for a page in a language, as the app's first frame renders it. */
function renderPage(page: FirstPaintPage, language: Language): string {
  return renderToString(
    page === 'login' ? (
      <Providers language={language} signedIn={false} path="/login">
        <LoginPage />
      </Providers>
    ) : (
      <Providers language={language} signedIn path={`/${page}`}>
        <ShellFirstPaint screen={page} />
      </Providers>
    ),
  );
}

/**
 * Every first-painted page in every language.
 * @example renderFirstPaints()[0] // { page: 'login', language: 'en', direction: 'ltr', markup: '<main…' }
 */
export function renderFirstPaints(): FirstPaint[] {
  const pages: readonly FirstPaintPage[] = [
    'login',
    ...(Object.keys(SHELL_SCREENS) as (keyof typeof SHELL_SCREENS)[]),
  ];
  return pages.flatMap((page) =>
    LANGUAGES.map((language) => ({
      page,
      language,
      direction: directionOf(language),
      markup: renderPage(page, language),
      loading:
        page === 'login'
          ? null
          : renderToString(
              <LocaleProvider language={language} messages={posMessages}>
                <FullScreenLoading />
              </LocaleProvider>,
            ),
    })),
  );
}
