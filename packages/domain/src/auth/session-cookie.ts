import { TOKEN_LIFETIME_DAYS } from '../constants/limits.js';

/** Seconds in a day, for the cookie's max-age. */
const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * The session cookie: named for the product, holding the token for 7 days. The app writes it
 * on 'session.stored' and deletes it on 'session.cleared' (auth machine).
 */
export const SESSION_COOKIE = {
  name: 'lamaa_token',
  maxAgeSeconds: TOKEN_LIFETIME_DAYS * SECONDS_PER_DAY,
} as const;
