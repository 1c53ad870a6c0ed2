import type { PaymentChoice } from '@lamaa/domain';
import { useSelector } from '@xstate/react';
import { useSaleActor } from '../../shared/sale/sale-context.js';
import { PaymentOptions } from './payment-options.js';
import { useCheckoutText } from './use-checkout-text.js';
import './checkout.css';

/**
 * The sidebar's payment options under the cart (method and type, or the parts of a split
 * payment). They scroll with the cart: only the totals and Checkout (CheckoutPanel) sit in the
 * sidebar's footer, so a split payment's parts never push Checkout off a short screen.
 */
export function PaymentPanel() {
  const t = useCheckoutText();
  const sale = useSaleActor();
  const cart = useSelector(sale, (snapshot) => snapshot.context.cart);
  const total = useSelector(cart, (snapshot) => snapshot.context.totals.totalPrice);
  const payment = useSelector(sale, (snapshot) => snapshot.context.payment);
  const setPayment = (next: PaymentChoice) =>
    sale.send({ type: 'sale.payment-set', payment: next });
  return (
    <section className="pos-panel pos-checkout" aria-labelledby="checkout-heading">
      <h2 id="checkout-heading" className="pos-panel__title">
        {t('checkout.payment-title')}
      </h2>
      <PaymentOptions value={payment} total={total} onChange={setPayment} t={t} />
    </section>
  );
}
