import { checkPaymentChoice, type LocationChoice, locationType } from '@lamaa/domain';
import { Button, prefetchWhenIdle } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaleActor } from '../../shared/sale/sale-context.js';
import { useToasts } from '../../shared/toasts-context.js';
import { checkoutRefusalText } from './checkout-refusal-text.js';
import { useCheckoutFlow } from './use-checkout-flow.js';
import { useCheckoutText } from './use-checkout-text.js';
import './checkout.css';
import { hotkeyTarget } from '../../shared/keyboard/use-counter-hotkeys.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';

// The wizard (its steps, the place search, the slots) is not part of the first load of
// /services: it is fetched once the browser is idle after the first paint, so a checkout
// started during a later outage still opens (and says what failed) rather than lacking its code.
const loadWizard = () => import('./checkout-wizard.js');
const CheckoutWizard = retryableLazy(() =>
  loadWizard().then((module) => ({ default: module.CheckoutWizard })),
);

/**
 * The sidebar footer's checkout under the totals: the Checkout button (disabled while the
 * payment options, PaymentPanel, are invalid) with the spec's guard messages, and the checkout
 * wizard. The sale
 * starts the checkout from what it holds; closing the success summary resets the sale (cart,
 * customer, vehicle, payment options, coupon, discount) and says 'Order completed successfully!
 * Ready for next customer.'
 * The location step's type goes to the cart (indoor → in_shop, outdoor → remote), so the cart
 * shows the server's shipping before submit; a checkout left without an order (cancelled,
 * dismissed, closed) takes it back to null, the in-shop figures.
 */
export function CheckoutPanel() {
  const t = useCheckoutText();
  const sale = useSaleActor();
  const toasts = useToasts();
  const cart = useSelector(sale, (snapshot) => snapshot.context.cart);
  const lines = useSelector(cart, (snapshot) => snapshot.context.lines);
  const total = useSelector(cart, (snapshot) => snapshot.context.totals.totalPrice);
  const customer = useSelector(sale, (snapshot) => snapshot.context.customer);
  const vehicle = useSelector(sale, (snapshot) => snapshot.context.vehicle);
  const payment = useSelector(sale, (snapshot) => snapshot.context.payment);
  // The guard message of the last press, with what it was about: a change of cart or selection
  // ends it, and each press stores a new one, which brings it into view again.
  const [lastRefusal, setLastRefusal] = useState<{
    readonly text: string;
    readonly lines: typeof lines;
    readonly customer: typeof customer;
    readonly vehicle: typeof vehicle;
  } | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const flow = useCheckoutFlow(t);
  useEffect(() => prefetchWhenIdle([loadWizard]), []);
  const isPaymentValid = checkPaymentChoice(payment, total).ok;
  const isCheckoutIdle = flow.snapshot.matches('idle');

  const priceLocation = useCallback(
    (type: LocationChoice['type']) =>
      sale.send({ type: 'cart.location-change', locationType: locationType(type) }),
    [sale],
  );
  // Back to idle without an order: the cart forgets the location (after an order the cart's
  // reset already has, so this is then a no-op).
  useEffect(() => {
    if (isCheckoutIdle) sale.send({ type: 'cart.location-change', locationType: null });
  }, [sale, isCheckoutIdle]);

  useEffect(() => {
    const subscription = sale.on('sale.completed', () => {
      // An order booked with nothing paid is allowed, but it is money still to take: a warning.
      const order = flow.answer.current?.order ?? null;
      if (order !== null && (order.cash ?? 0) === 0 && order.total_price > 0)
        toasts.warning(t('checkout.order-unpaid-toast'));
      else toasts.success(t('toasts.order-completed'));
    });
    return () => subscription.unsubscribe();
  }, [sale, toasts, t, flow.answer]);

  const startRefusal =
    lastRefusal !== null &&
    lastRefusal.lines === lines &&
    lastRefusal.customer === customer &&
    lastRefusal.vehicle === vehicle
      ? lastRefusal
      : null;
  // The message sits under the button in the sidebar's footer: bring it into view.
  useEffect(() => {
    if (startRefusal !== null) refusalRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [startRefusal]);

  const start = () => {
    sale.send({ type: 'sale.checkout-start' });
    const after = sale.getSnapshot().context.checkout.getSnapshot();
    const refusal = after.matches('idle') ? checkoutRefusalText(after.context.rejection, t) : null;
    setLastRefusal(refusal === null ? null : { text: refusal, lines, customer, vehicle });
  };

  return (
    <div className="pos-checkout-action">
      <div {...hotkeyTarget('checkout')}>
        <Button variant="primary" isFullWidth isDisabled={!isPaymentValid} onPress={start}>
          {t('checkout.checkout')}
        </Button>
      </div>
      {startRefusal !== null ? (
        <p ref={refusalRef} className="pos-checkout-step__error" role="alert">
          {startRefusal.text}
        </p>
      ) : null}
      {isCheckoutIdle ? null : (
        <LazyPartBoundary>
          <CheckoutWizard flow={flow} onLocationTypeChange={priceLocation} t={t} />
        </LazyPartBoundary>
      )}
    </div>
  );
}
