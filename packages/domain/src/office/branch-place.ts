// Where a branch is: the time zones a branch may keep (the Gulf states') and, for a UAE
// branch, its emirate; a branch elsewhere names its city instead.

/** The IANA time zones a branch may keep its days in; the first is the default. */
export const BRANCH_TIME_ZONES = [
  'Asia/Dubai',
  'Asia/Riyadh',
  'Asia/Kuwait',
  'Asia/Qatar',
  'Asia/Bahrain',
  'Asia/Muscat',
] as const;

/** A time zone a branch may keep. */
export type BranchTimeZone = (typeof BRANCH_TIME_ZONES)[number];

/** The time zone of a branch that names none: the UAE's. */
export const DEFAULT_BRANCH_TIME_ZONE: BranchTimeZone = 'Asia/Dubai';

/**
 * The branch zone a stored, sent or picked text names; undefined for one a branch may not keep.
 * @example branchTimeZone('Asia/Riyadh') // 'Asia/Riyadh'
 */
export function branchTimeZone(zone: string | null | undefined): BranchTimeZone | undefined {
  return BRANCH_TIME_ZONES.find((known) => known === zone);
}

/** The seven emirates of the UAE, as codes the apps translate. */
export const EMIRATES = [
  'abu-dhabi',
  'dubai',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
] as const;

/** An emirate of the UAE. */
export type Emirate = (typeof EMIRATES)[number];

/** Why a branch's place is refused. */
export type BranchPlaceCode = 'branch.emirate-required' | 'branch.city-required';

/** A branch's place as sent: its zone, and an emirate or a city. */
export interface BranchPlace {
  readonly timeZone: BranchTimeZone;
  readonly emirate: Emirate | null;
  readonly city: string | null;
}

/**
 * What is missing from a branch's place, or null when it is whole: a branch in the UAE's zone
 * names its emirate, a branch in another Gulf zone its city.
 * @example branchPlaceProblem({ timeZone: 'Asia/Riyadh', emirate: null, city: null }) // 'branch.city-required'
 */
export function branchPlaceProblem(place: BranchPlace): BranchPlaceCode | null {
  if (place.timeZone === DEFAULT_BRANCH_TIME_ZONE) {
    return place.emirate === null ? 'branch.emirate-required' : null;
  }
  return place.city === null || place.city.trim() === '' ? 'branch.city-required' : null;
}

/**
 * The place to keep: the emirate for a UAE branch, the city for any other (the other cleared).
 * @example keptPlace({ timeZone: 'Asia/Dubai', emirate: 'dubai', city: 'x' }) // { emirate: 'dubai', city: null }
 */
export function keptPlace(place: BranchPlace): { emirate: Emirate | null; city: string | null } {
  return place.timeZone === DEFAULT_BRANCH_TIME_ZONE
    ? { emirate: place.emirate, city: null }
    : { emirate: null, city: place.city?.trim() ?? null };
}
