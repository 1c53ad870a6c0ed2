// The rules of a password an employee sets from a one-time link.

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/** The most characters a password may have (as sign-in takes). */
export const PASSWORD_MAX_LENGTH = 1024;

/** How long a set-password link works, in hours. */
export const PASSWORD_LINK_LIFETIME_HOURS = 72;

/** Why a new password is refused. */
export type PasswordCode = 'password.too-short';

/**
 * What is wrong with a new password, or null; its characters are counted as a person sees
 * them (an emoji is one).
 * @example passwordProblem('short') // 'password.too-short'
 */
export function passwordProblem(password: string): PasswordCode | null {
  return [...password].length < PASSWORD_MIN_LENGTH ? 'password.too-short' : null;
}
