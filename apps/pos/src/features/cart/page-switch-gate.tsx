import { useSelector } from '@xstate/react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';

const PageSwitchDialog = retryableLazy(() =>
  import('./page-switch-dialog.js').then((module) => ({ default: module.PageSwitchDialog })),
);

/** Mounts the clear-cart-on-page-switch dialog (its own chunk) only while the cart asks for it. */
export function PageSwitchGate() {
  const cart = useCartActor();
  const isAsking = useSelector(cart, (snapshot) => snapshot.context.pendingPageSwitch !== null);
  return isAsking ? (
    <LazyPartBoundary>
      <PageSwitchDialog />
    </LazyPartBoundary>
  ) : null;
}
