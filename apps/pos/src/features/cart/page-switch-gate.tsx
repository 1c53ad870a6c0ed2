import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useCartActor } from '../../shared/cart/cart-context.js';

const PageSwitchDialog = lazy(() =>
  import('./page-switch-dialog.js').then((module) => ({ default: module.PageSwitchDialog })),
);

/** Mounts the clear-cart-on-page-switch dialog (its own chunk) only while the cart asks for it. */
export function PageSwitchGate() {
  const cart = useCartActor();
  const isAsking = useSelector(cart, (snapshot) => snapshot.context.pendingPageSwitch !== null);
  return isAsking ? (
    <Suspense fallback={null}>
      <PageSwitchDialog />
    </Suspense>
  ) : null;
}
