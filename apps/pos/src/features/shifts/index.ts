// The shifts feature's public face: the lazily loaded /shifts route component.
import { ShiftsPage } from './shifts-page.js';

export { ShiftsPage };

/** The /shifts page as a default export. */
export default ShiftsPage;
