// The profile feature's public face: the lazily loaded /profile route component.
import { ProfilePage } from './profile-page.js';

export { ProfilePage };

/** The /profile page as a default export, for React.lazy(() => import('.../profile')). */
export default ProfilePage;
