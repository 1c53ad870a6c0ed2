import {
  cartTotals,
  checkPaymentChoice,
  type LocationChoice,
  locationType,
  type PaymentChoice,
} from '@lamaa/domain';
import { Button } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useSelection } from '../../shared/selection/selection-context.js';
import { useToasts } from '../../shared/toasts-context.js';
import { checkoutRefusalText } from './checkout-refusal-text.js';
import { CheckoutWizard } from './checkout-wizard.js';
import { PaymentOptions } from './payment-options.js';
import { useCheckoutFlow } from './use-checkout-flow.js';
import { useCheckoutText } from './use-checkout-text.js';
import './checkout.css';

const FIRST_PAYMENT: PaymentChoice = { method: 'cash', type: 'full' };

/**
 * The sidebar's checkout under the cart: payment options, the Checkout button (disabled while
 * a partial amount is invalid) with the spec's guard messages, and the checkout wizard. Closing
 * the success summary empties the cart, clears customer, vehicle, payment options, coupon and
 * discount, and says 'Order completed successfully! Ready for next customer.'
 * The location step's type goes to the cart (indoor → in_shop, outdoor → remote), so the cart
 * shows the server's shipping before submit; a checkout left without an order (cancelled,
 * dismissed, closed) takes it back to null, the in-shop figures.
 */
export function CheckoutPanel() {
  const t = useCheckoutText();
  const cart = useCartActor();
  const selection = useSelection();
  const toasts = useToasts();
  const cartState = useSelector(cart, (snapshot) => snapshot.context);
  const total = cartTotals(cartState).totalPrice;
  const [payment, setPayment] = useState<PaymentChoice>(FIRST_PAYMENT);
  // The guard message of the last press, with what it was about: a change of cart or selection
  // ends it, and each press stores a new one, which brings it into view again.
  const [lastRefusal, setLastRefusal] = useState<{
    readonly text: string;
    readonly lines: unknown;
    readonly customer: unknown;
    readonly vehicle: unknown;
  } | null>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  const flow = useCheckoutFlow(t);
  const isPaymentValid = checkPaymentChoice(payment, total).ok;
  const isCheckoutIdle = flow.snapshot.matches('idle');

  const priceLocation = useCallback(
    (type: LocationChoice['type']) =>
      cart.send({ type: 'cart.location-change', locationType: locationType(type) }),
    [cart],
  );
  // Back to idle without an order: the cart forgets the location (after an order the cart's
  // reset already has, so this is then a no-op).
  useEffect(() => {
    if (isCheckoutIdle) cart.send({ type: 'cart.location-change', locationType: null });
  }, [cart, isCheckoutIdle]);

  useEffect(() => {
    const subscription = flow.actor.on('checkout.completed', () => {
      cart.send({ type: 'cart.order-complete' });
      selection.selectCustomer(null);
      setPayment(FIRST_PAYMENT);
      toasts.success(t('toasts.order-completed'));
    });
    return () => subscription.unsubscribe();
  }, [flow.actor, cart, selection, toasts, t]);

  const startRefusal =
    lastRefusal !== null &&
    lastRefusal.lines === cartState.lines &&
    lastRefusal.customer === selection.customer &&
    lastRefusal.vehicle === selection.vehicle
      ? lastRefusal
      : null;
  // The button sits at the bottom of the scrolling sidebar: bring its message into view.
  useEffect(() => {
    if (startRefusal !== null) refusalRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [startRefusal]);

  const start = () => {
    flow.actor.send({
      type: 'checkout.start',
      hasCustomer: selection.customer !== null,
      hasVehicle: selection.vehicle !== null,
      cart: {
        carId: cartState.carId ?? 0,
        customerId: cartState.customerId ?? 0,
        lines: cartState.lines,
        discount: cartState.discount,
        coupon: cartState.coupon,
      },
      total,
      payment,
    });
    const after = flow.actor.getSnapshot();
    const refusal = after.matches('idle') ? checkoutRefusalText(after.context.rejection, t) : null;
    setLastRefusal(
      refusal === null
        ? null
        : {
            text: refusal,
            lines: cartState.lines,
            customer: selection.customer,
            vehicle: selection.vehicle,
          },
    );
  };

  return (
    <section className="pos-panel pos-checkout" aria-labelledby="checkout-heading">
      <h2 id="checkout-heading" className="pos-panel__title">
        {t('checkout.payment-title')}
      </h2>
      <PaymentOptions value={payment} total={total} onChange={setPayment} t={t} />
      <Button variant="primary" isFullWidth isDisabled={!isPaymentValid} onPress={start}>
        {t('checkout.checkout')}
      </Button>
      {startRefusal !== null ? (
        <p ref={refusalRef} className="pos-checkout-step__error" role="alert">
          {startRefusal.text}
        </p>
      ) : null}
      <CheckoutWizard flow={flow} onLocationTypeChange={priceLocation} t={t} />
    </section>
  );
}
