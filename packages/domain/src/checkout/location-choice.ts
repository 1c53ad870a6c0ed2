import { ADDRESS_MAX_LENGTH, PLACE_SEARCH_MIN_CHARS } from '../constants/limits.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Where the service is done: indoor at the branch or outdoor at an address or point. */
export interface LocationChoice {
  readonly type: 'indoor' | 'outdoor';
  readonly address?: string | null;
  readonly latitude?: number | null;
  readonly longitude?: number | null;
}

/** The order's `location_type` (also the availability call's `type`). */
export type LocationType = 'in_shop' | 'remote';

/** The codes a location can be refused with. */
export type LocationCode =
  'checkout.location-missing' | 'checkout.address-required' | 'checkout.address-too-long';

/** Indoor maps to 'in_shop', outdoor to 'remote'. */
export function locationType(type: LocationChoice['type']): LocationType {
  return type === 'indoor' ? 'in_shop' : 'remote';
}

/** True when the choice carries a usable pair of coordinates. */
export function hasCoordinates(choice: LocationChoice): boolean {
  const { latitude, longitude } = choice;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/**
 * Checks a location: outdoor needs an address or coordinates, and the address is at most 500
 * characters; indoor needs nothing more.
 * @example validateLocation({ type: 'outdoor', address: '' }) // fails 'checkout.address-required'
 */
export function validateLocation(
  choice: LocationChoice | null,
): Result<LocationChoice, LocationCode> {
  if (choice === null) return fail('checkout.location-missing');
  const address = choice.address ?? '';
  if (address.length > ADDRESS_MAX_LENGTH) {
    return fail('checkout.address-too-long', { max: ADDRESS_MAX_LENGTH });
  }
  if (choice.type === 'outdoor' && address.trim() === '' && !hasCoordinates(choice)) {
    return fail('checkout.address-required');
  }
  return ok(choice);
}

/** Place search starts at 2 characters (whitespace around the query does not count). */
export function canSearchPlaces(query: string): boolean {
  return query.trim().length >= PLACE_SEARCH_MIN_CHARS;
}
