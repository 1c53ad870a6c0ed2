import type { CarGroupId } from '@lamaa/domain';
import type { OfficeKey } from './i18n/office-en.js';

/** The name of each car group, for price fields and the price grid's columns. */
export const GROUP_KEYS: Readonly<Record<CarGroupId, OfficeKey>> = {
  1: 'office.group-small',
  2: 'office.group-medium',
  3: 'office.group-large',
};
