import type { BranchTimeZone, Emirate } from '@lamaa/domain';
import type { OfficeKey } from '../../shared/i18n/office-en.js';

/** The text key of an emirate's name. */
export function emirateKey(emirate: Emirate): OfficeKey {
  return `office.emirate-${emirate}`;
}

/** The text key of a time zone's name: 'Asia/Dubai' → 'office.tz-asia-dubai'. */
export function timeZoneKey(zone: BranchTimeZone): OfficeKey {
  return `office.tz-${zone.toLowerCase().replace('/', '-')}` as OfficeKey;
}
