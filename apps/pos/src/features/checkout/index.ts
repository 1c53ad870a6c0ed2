// The checkout feature's public face: the sidebar's payment options, and its footer's Checkout
// with the wizard.
import { CheckoutPanel } from './checkout-panel.js';
import { PaymentPanel } from './payment-panel.js';

export { CheckoutPanel, PaymentPanel };

/** The sidebar's checkout block as a default export, for React.lazy(() => import('.../checkout')). */
export default CheckoutPanel;
