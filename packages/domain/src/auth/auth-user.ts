import type { Language } from '../locale/choose-language.js';
import {
  type BranchTimeZone,
  branchTimeZone,
  DEFAULT_BRANCH_TIME_ZONE,
} from '../office/branch-place.js';

/** The signed-in employee as the login and profile calls return them. */
export interface AuthUser {
  readonly id: number | string;
  readonly name?: string | { readonly en?: string | null; readonly ar?: string | null } | null;
  readonly email?: string | null;
  readonly business_id?: number | string | null;
  readonly branch_id?: number | string | null;
  readonly branch?: {
    readonly name?: string | { readonly en?: string | null; readonly ar?: string | null } | null;
  } | null;
  /** One of the domain's roles; absent from servers older than roles. */
  readonly role?: string | null;
  /** The branch's IANA time zone; absent from older servers and sessions stored by them. */
  readonly time_zone?: string | null;
  /** The business's name and logo URL, for the printed receipt. */
  readonly business_name?: string | null;
  readonly logo_url?: string | null;
}

/** A signed-in session: the token and the user it belongs to. */
export interface AuthSession {
  readonly token: string;
  readonly user: AuthUser;
}

/** True for a plain object. */
function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a session (a non-empty token and a user with an id) from what the login call or the
 * browser's storage gave, or null when it is not one.
 * @example toAuthSession({ token: 't', user: { id: 1 } }) // { token: 't', user: { id: 1 } }
 */
export function toAuthSession(value: unknown): AuthSession | null {
  if (!isRecord(value)) return null;
  const { token, user } = value;
  if (typeof token !== 'string' || token.trim() === '' || !isRecord(user)) return null;
  const id = user['id'];
  if (typeof id !== 'number' && typeof id !== 'string') return null;
  return { token, user: { ...user, id } };
}

/**
 * The name the profile shows: in the language on screen (English by default), else in the
 * other, else null (the UI then shows 'User').
 * @example userDisplayName({ id: 1, name: { en: 'Sara', ar: 'سارة' } }, 'ar') // 'سارة'
 */
export function userDisplayName(
  user: AuthUser | null | undefined,
  language: Language = 'en',
): string | null {
  const name = user?.name;
  const candidates =
    typeof name === 'string'
      ? [name]
      : language === 'ar'
        ? [name?.ar, name?.en]
        : [name?.en, name?.ar];
  for (const candidate of candidates) {
    const text = candidate?.trim() ?? '';
    if (text !== '') return text;
  }
  return null;
}

/**
 * The initials on the avatar: first letters of the first and last words of the display name,
 * upper-cased; empty when there is no name (the UI then shows an icon).
 * @example userInitials({ id: 1, name: 'sara al mansoori' }) // 'SM'
 */
export function userInitials(user: AuthUser | null | undefined): string {
  const words = (userDisplayName(user) ?? '').split(/\s+/).filter((word) => word !== '');
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * The zone the employee's branch keeps its days and times in: the profile's when it is one a
 * branch may keep, else the UAE's (older servers and stored sessions send none).
 * @example userTimeZone({ id: 1, time_zone: 'Asia/Riyadh' }) // 'Asia/Riyadh'
 */
export function userTimeZone(user: AuthUser | null | undefined): BranchTimeZone {
  return branchTimeZone(user?.time_zone) ?? DEFAULT_BRANCH_TIME_ZONE;
}
