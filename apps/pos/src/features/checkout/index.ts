// The checkout feature's public face: the sidebar block (payment options, Checkout, the wizard).
import { CheckoutPanel } from './checkout-panel.js';

export { CheckoutPanel };

/** The sidebar's checkout block as a default export, for React.lazy(() => import('.../checkout')). */
export default CheckoutPanel;
