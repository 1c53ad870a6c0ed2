import { FullScreenLoading } from '@lamaa/ui';
import { lazy, Suspense } from 'react';
import {
  Navigate,
  Outlet,
  type RouteObject,
  useHref,
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

// The shell and the services catalogue share one chunk, so /services is the shell plus
// nothing else, and /login never loads either. Outside /login its download starts with the
// entry's, not after the session check has rendered the first route.
const loadShell = () => import('./app-shell.js');
if (!window.location.pathname.startsWith('/login')) void loadShell();
const AppShell = lazy(() => loadShell().then((module) => ({ default: module.AppShell })));
const ServicesPage = lazy(() => loadShell().then((module) => ({ default: module.ServicesPage })));
// Inside the shell, a screen whose code cannot load (an outage) fails alone and can retry.
const PackagesPage = retryableLazy(() =>
  import('../features/catalogue/packages-page.js').then((module) => ({
    default: module.PackagesPage,
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

/** The shell once the API client has arrived. */
function ShellWithApi() {
  const runtime = useRuntime();
  return (
    <ApiGate api={runtime.api}>
      <AppShell />
    </ApiGate>
  );
}

/** Lets React Aria links and buttons with href navigate through react-router. */
function RootLayout() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
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
          { index: true, element: <Navigate to="/services" replace /> },
          { path: 'services', element: <ServicesPage /> },
          { path: 'packages', element: <PackagesPage /> },
          { path: 'products', element: <ProductsPage /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'profile', element: <ProfilePage /> },
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
