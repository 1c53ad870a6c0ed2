import { creationErrorMessage } from '@lamaa/api-client';
import { isApiError } from '../api/api-error.js';
import {
  CUSTOMER_FIELD_LABELS,
  refusedFieldsText,
  VEHICLE_FIELD_LABELS,
} from './refused-fields-text.js';
import { apiText, type Text } from './use-text.js';

const LABELS = { customer: CUSTOMER_FIELD_LABELS, vehicle: VEHICLE_FIELD_LABELS } as const;

/**
 * Why creating a customer or a vehicle failed, in the interface language: the refused fields
 * by the form's labels, else the spec's creation chain; the generic "could not create" when
 * the cause is no failure of the client's (a bug, a lost answer).
 */
export function creationFailureText(t: Text, cause: unknown, what: 'customer' | 'vehicle'): string {
  if (!isApiError(cause)) {
    return t(what === 'customer' ? 'api.create-customer-failed' : 'api.create-vehicle-failed');
  }
  return refusedFieldsText(t, cause, LABELS[what]) ?? apiText(t, creationErrorMessage(cause, what));
}
