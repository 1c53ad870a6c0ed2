import { useSelector } from '@xstate/react';
import { roleMay, userDisplayName } from '@lamaa/domain';
import {
  Avatar,
  Button,
  createLoaderCache,
  createToasts,
  IconButton,
  LanguageSwitch,
  LoaderCacheContext,
  type NavItem,
  prefetchWhenIdle,
  SkipLink,
  ToastOutlet,
  TopNav,
  useDocumentTitle,
  useLocale,
} from '@lamaa/ui';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { CartPanel } from '../features/cart/cart-panel.js';
import { CartSummary } from '../features/cart/cart-summary.js';
import { PageSwitchGate } from '../features/cart/page-switch-gate.js';
import { CustomerPanel } from '../features/customers/customer-panel.js';
import { SelectionBanner } from '../features/customers/selection-banner.js';
import { useShellMessages } from '../shared/i18n/use-shell-messages.js';
import { useCounterHotkeys } from '../shared/keyboard/use-counter-hotkeys.js';
import { useText } from '../shared/i18n/use-text.js';
import { useAuthActor } from '../shared/session/auth-context.js';
import { CounterBranchContext, counterBranchOf } from '../shared/session/counter-branch.js';
import { isJustSignedIn } from '../shared/session/signed-in-state.js';
import { LazyPartBoundary } from '../shared/lazy/lazy-part-boundary.js';
import { PartErrorBoundary } from '../shared/lazy/part-error-boundary.js';
import { retryableLazy } from '../shared/lazy/retryable-lazy.js';
import { ToastsContext } from '../shared/toasts-context.js';
import { dashboardUrl } from './dashboard-url.js';
import { RouteLoading } from './route-loading.js';
import { ApprovalProvider } from './approval-provider.js';
import { SaleProvider } from './sale-provider.js';
import './app-shell.css';

// The checkout (payment options, Checkout, the wizard and its strings) is its own chunk; its download
// starts as soon as the shell's code runs, beside the shell's first render.
const loadCheckout = () => import('../features/checkout/index.js');
loadCheckout().catch(() => undefined);
const CheckoutPanel = retryableLazy(loadCheckout);
const PaymentPanel = retryableLazy(() =>
  loadCheckout().then((module) => ({ default: module.PaymentPanel })),
);

// The sign-out question and the shortcuts sheet load when first opened (fetched at idle before):
// with them the dialogs' code leaves the first load.
const LogoutDialog = retryableLazy(() =>
  import('../shared/session/logout-dialog.js').then((module) => ({
    default: module.LogoutDialog,
  })),
);
const HotkeysSheet = retryableLazy(() =>
  import('../shared/keyboard/hotkeys-sheet.js').then((module) => ({
    default: module.HotkeysSheet,
  })),
);

/** The services catalogue, re-exported so it ships in the shell's chunk. */
export { ServicesPage } from '../features/catalogue/services-page.js';

/** The Dashboard link's address: the build's VITE_DASHBOARD_URL, else the back office. */
const DASHBOARD_URL = dashboardUrl(import.meta.env.VITE_DASHBOARD_URL);

const SECTIONS = [
  { path: '/services', key: 'pos.nav-services' },
  { path: '/packages', key: 'pos.nav-packages' },
  { path: '/products', key: 'pos.nav-products' },
  { path: '/plans', key: 'pos.nav-plans' },
  { path: '/orders', key: 'pos.nav-orders' },
  { path: '/shifts', key: 'pos.nav-shifts' },
] as const;

/** The signed-in shell: top header (sections, Dashboard, language, avatar), the sidebar and the page. */
export function AppShell() {
  useShellMessages();
  const t = useText();
  const { language } = useLocale();
  const auth = useAuthActor();
  const location = useLocation();
  const navigate = useNavigate();
  const justSignedIn = isJustSignedIn(location.state);
  // The sign-in's state has done its work once the customer search took focus: dropped, so a
  // reload of this page starts with the skip link as its first Tab stop again.
  useEffect(() => {
    if (justSignedIn) {
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [justSignedIn, navigate, location.pathname, location.search]);
  const [toasts] = useState(createToasts);
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  useCounterHotkeys(useCallback(() => setIsHelpOpen(true), []));
  useEffect(() => prefetchWhenIdle([LogoutDialog.preload, HotkeysSheet.preload]), []);
  // The screens' last answers, for this session only: the shell unmounts on sign-out.
  const [loaderCache] = useState(() => createLoaderCache());
  const user = useSelector(auth, (snapshot) => snapshot.context.session?.user ?? null);
  const branch = useMemo(() => counterBranchOf(user), [user]);
  const items: NavItem[] = [
    ...SECTIONS.map((section) => ({
      href: section.path,
      label: t(section.key),
      isCurrent: location.pathname.startsWith(section.path),
    })),
    // The back office is another app: a new tab keeps the customer and cart of this one. Only
    // a role that may open it sees the link.
    ...(roleMay(user?.role, 'office.open')
      ? [{ href: DASHBOARD_URL, label: t('pos.nav-dashboard'), isExternal: true }]
      : []),
  ];
  // The tab's title names the screen in the language on screen (the profile is the avatar's).
  const section = SECTIONS.find((candidate) => location.pathname.startsWith(candidate.path));
  const page = location.pathname.startsWith('/profile')
    ? t('pos.profile-link')
    : t(section?.key ?? 'pos.nav-services');
  useDocumentTitle(t('pos.page-title', { page }));
  const isCatalogue = /^\/(services|packages|products|plans)/.test(location.pathname);
  // The orders table needs the whole width of the counter tablet: the sale's sidebar stays
  // mounted (its state with it) but takes no space there.
  const isOrders = location.pathname.startsWith('/orders');
  // The checkout block is below the fold on a phone: it renders just after the shell's first
  // frame, in a render of its own, so the first one stays short on a slow device.
  const showCheckout = useDeferredValue(true, false);

  return (
    <LoaderCacheContext.Provider value={loaderCache}>
      <ToastsContext.Provider value={toasts}>
        <CounterBranchContext.Provider value={branch}>
          <SaleProvider>
            <ApprovalProvider>
              <div className="pos-shell">
                <SkipLink targetId="main">{t('pos.skip-to-main')}</SkipLink>
                <TopNav
                  brand={<span className="pos-shell__brand">{t('pos.brand')}</span>}
                  items={items}
                  end={
                    <>
                      <LanguageSwitch />
                      <IconButton
                        label={t('pos.hotkeys-title')}
                        icon="?"
                        variant="plain"
                        onPress={() => setIsHelpOpen(true)}
                      />
                      <Link
                        to="/profile"
                        className="pos-shell__avatar"
                        aria-label={t('pos.profile-link')}
                      >
                        <Avatar name={userDisplayName(user, language)} size="sm" />
                      </Link>
                      <Button variant="ghost" size="sm" onPress={() => setIsLoggingOut(true)}>
                        {t('pos.sign-out')}
                      </Button>
                    </>
                  }
                />
                <div
                  className={
                    isOrders ? 'pos-shell__body pos-shell__body--no-cart' : 'pos-shell__body'
                  }
                >
                  <aside className="pos-shell__sidebar" aria-label={t('pos.cart')}>
                    <div className="pos-shell__sidebar-scroll">
                      {/* Right after sign-in the cashier's first step, finding the customer, has focus. */}
                      <CustomerPanel focusSearch={!isOrders && justSignedIn} />
                      <CartPanel />
                      <PartErrorBoundary>
                        <Suspense fallback={<div className="pos-shell__payment-placeholder" />}>
                          {showCheckout ? (
                            <PaymentPanel />
                          ) : (
                            <div className="pos-shell__payment-placeholder" />
                          )}
                        </Suspense>
                      </PartErrorBoundary>
                    </div>
                    {/* The totals and Checkout stay in view however long the cart or the payment's
                      parts grow: the footer holds nothing else. */}
                    <div className="pos-shell__sidebar-footer" data-testid="cart-footer">
                      <CartSummary />
                      <PartErrorBoundary>
                        <Suspense fallback={<div className="pos-shell__checkout-placeholder" />}>
                          {showCheckout ? (
                            <CheckoutPanel />
                          ) : (
                            <div className="pos-shell__checkout-placeholder" />
                          )}
                        </Suspense>
                      </PartErrorBoundary>
                    </div>
                  </aside>
                  <main className="pos-shell__main" id="main" tabIndex={-1}>
                    {isCatalogue ? <SelectionBanner /> : null}
                    <PartErrorBoundary resetKey={location.pathname}>
                      <Suspense fallback={<RouteLoading />}>
                        <Outlet />
                      </Suspense>
                    </PartErrorBoundary>
                  </main>
                </div>
                <PageSwitchGate />
                <LazyPartBoundary>
                  {isLoggingOut ? (
                    <LogoutDialog isOpen onCancel={() => setIsLoggingOut(false)} />
                  ) : null}
                  {isHelpOpen ? <HotkeysSheet isOpen onClose={() => setIsHelpOpen(false)} /> : null}
                </LazyPartBoundary>
                <ToastOutlet toasts={toasts} />
              </div>
            </ApprovalProvider>
          </SaleProvider>
        </CounterBranchContext.Provider>
      </ToastsContext.Provider>
    </LoaderCacheContext.Provider>
  );
}
