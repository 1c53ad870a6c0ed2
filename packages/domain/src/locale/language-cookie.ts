/** Seconds in a year, for the cookie's max-age. */
const SECONDS_PER_YEAR = 365 * 24 * 60 * 60;

/**
 * The language cookie: the chosen language, kept beside the browser's storage so the server
 * can send a page already in that language (the first paint of the POS) before any script runs.
 */
export const LANGUAGE_COOKIE = { name: 'lamaa_language', maxAgeSeconds: SECONDS_PER_YEAR } as const;
