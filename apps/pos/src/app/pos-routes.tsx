import { FullScreenLoading } from '@lamaa/ui';
import { Suspense } from 'react';
import {
  Navigate,
  Outlet,
  type RouteObject,
  useLocation,
  useNavigate,
  useRoutes,
} from 'react-router-dom';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { LoginPage } from '../features/auth/login-page.js';
import { RequireAuth } from '../features/auth/require-auth.js';
import { retryableLazy } from '../shared/lazy/retryable-lazy.js';
import { ApiGate } from './api-gate.js';
import { useRuntime } from './pos-providers.js';
import { RouteErrorBoundary } from './route-error-boundary.js';
import { useRouterHref } from './use-router-href.js';

// The shell and the services catalogue share one chunk, so /services is the shell plus
// nothing else, and /login never loads either.
const loadShell = () => import('./app-shell.js');
const AppShell = retryableLazy(() => loadShell().then((module) => ({ default: module.AppShell })));
const ServicesPage = retryableLazy(() =>
  loadShell().then((module) => ({ default: module.ServicesPage })),
);
// Inside the shell, a screen whose code cannot load (an outage) fails alone and can retry.
const PackagesPage = retryableLazy(() =>
  import('../features/catalogue/packages-page.js').then((module) => ({
    default: module.PackagesPage,
  })),
);
const PlansPage = retryableLazy(() =>
  import('../features/catalogue/plans-page.js').then((module) => ({
    default: module.PlansPage,
  })),
);
const ProductsPage = retryableLazy(() =>
  import('../features/catalogue/products-page.js').then((module) => ({
    default: module.ProductsPage,
  })),
);
const OrdersPage = retryableLazy(() =>
  import('../features/orders/orders-page.js').then((module) => ({ default: module.OrdersPage })),
);
const ProfilePage = retryableLazy(() =>
  import('../features/profile/profile-page.js').then((module) => ({ default: module.ProfilePage })),
);

const ShiftsPage = retryableLazy(() =>
  import('../features/shifts/shifts-page.js').then((module) => ({ default: module.ShiftsPage })),
);

/** The shell's screens by their path under /. */
const SCREENS = {
  services: ServicesPage,
  packages: PackagesPage,
  products: ProductsPage,
  plans: PlansPage,
  orders: OrdersPage,
  profile: ProfilePage,
  shifts: ShiftsPage,
} as const;

/**
 * Fetches the code a signed-in path shows first, the shell and its screen (the services
 * catalogue for /), so the app's first frame is that screen and not a loading one.
 * @example await preloadScreen('/orders')
 */
export async function preloadScreen(pathname: string): Promise<void> {
  const section = pathname.split('/')[1] || 'services';
  const screen = Object.hasOwn(SCREENS, section) ? SCREENS[section as keyof typeof SCREENS] : null;
  await Promise.all([AppShell.preload(), screen?.preload()]);
}

/** The shell once the API client has arrived. */
function ShellWithApi() {
  const runtime = useRuntime();
  return (
    <ApiGate api={runtime.api}>
      <AppShell />
    </ApiGate>
  );
}

/** / opens the services, keeping the router state (the sign-in's, which sets focus). */
function HomeRedirect() {
  const location = useLocation();
  return <Navigate to="/services" replace state={location.state as unknown} />;
}

/** Lets React Aria links and buttons with href navigate through react-router. */
function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useRouterHref}>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </AriaRouterProvider>
  );
}

/**
 * The POS routes: /login, and the protected shell at / with the catalogue pages (services
 * eager, the rest lazy) and the orders and profile pages of the next issues.
 */
export const posRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/',
        element: (
          <RequireAuth>
            <Suspense fallback={<FullScreenLoading />}>
              <ShellWithApi />
            </Suspense>
          </RequireAuth>
        ),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...Object.entries(SCREENS).map(([path, Screen]) => ({ path, element: <Screen /> })),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The POS's routes rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function PosRoutes() {
  return useRoutes(posRoutes);
}
