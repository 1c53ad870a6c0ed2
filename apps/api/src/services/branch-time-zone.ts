import type { AuthContext } from '../http/app-env.js';
import { DEFAULT_TIME_ZONE } from './local-date-time.js';

/**
 * The IANA time zone whose wall clock a signed-in employee's slots follow. Every branch is
 * in the UAE for now: the branches table has no time zone column yet, so this is the one
 * place that will read it (by `auth.branchId`) once it exists.
 */
export function branchTimeZone(_auth: AuthContext): string {
  return DEFAULT_TIME_ZONE;
}
