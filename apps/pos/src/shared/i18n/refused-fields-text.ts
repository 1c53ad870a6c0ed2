import type { ApiError } from '@lamaa/api-client';
import { fieldRefusalText, type MessageKey } from '@lamaa/ui';
import type { PosKey } from './pos-en.js';
import type { ShellKey } from './shell-en.js';
import type { TextValues } from './use-text.js';

/**
 * The fields of a body the server found out of shape as "label: text" in the interface
 * language, each labelled by its first path segment (`payments.0.amount` by `payments`) as
 * the screen names it; null for any other failure.
 * @example refusedFieldsText(t, error, { address: 'checkout.address' }) // 'Address: Too long: the most characters allowed is 500.'
 */
export function refusedFieldsText<Key extends string>(
  t: (key: Key | MessageKey, values?: TextValues) => string,
  error: ApiError,
  labels: Readonly<Record<string, Key>>,
): string | null {
  return fieldRefusalText(t, error.kind === 'http' ? error.body : undefined, (path) => {
    const key = labels[path.split('.')[0] ?? ''];
    return key === undefined ? undefined : t(key);
  });
}

/** The labels of the customer form's fields, by their names in the request. */
export const CUSTOMER_FIELD_LABELS: Readonly<Record<string, PosKey | ShellKey>> = {
  name: 'pos.customer-name',
  phone: 'pos.phone-number',
  phone_country: 'pos.phone-number',
  company_name: 'pos.company-name',
  trn: 'pos.company-trn',
  address: 'pos.company-address',
};

/** The labels of the vehicle form's fields, by their names in the request. */
export const VEHICLE_FIELD_LABELS: Readonly<Record<string, PosKey | ShellKey>> = {
  city_id: 'pos.city',
  plate_type_id: 'pos.plate-type',
  code: 'pos.plate-code',
  numbers: 'pos.plate-numbers',
  car_brand_id: 'pos.car-brand',
  car_model_id: 'pos.model',
  car_group_id: 'pos.car-group',
  car_type_id: 'pos.car-type',
  year: 'pos.year',
  vin_number: 'pos.vin',
};
