// The orders feature's public face: the lazily loaded /orders route component.
import { OrdersPage } from './orders-page.js';

export { OrdersPage };

/** The /orders page as a default export, for React.lazy(() => import('.../orders')). */
export default OrdersPage;
