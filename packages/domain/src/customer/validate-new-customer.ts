import { DEFAULT_PHONE_COUNTRY } from '../constants/limits.js';
import { checkPhone } from '../phone/check-phone.js';
import { fail, ok, type Result } from '../shared/result.js';

/** The Add New Customer form as typed. */
export interface NewCustomerForm {
  readonly name: string;
  readonly phone: string;
  readonly phone_country: string;
}

/** What POST /pos/customers receives once the form is valid. */
export interface NewCustomerPayload {
  readonly name: string;
  /** The number in international form, e.g. '+971501234567'. */
  readonly phone: string;
  readonly phone_country: string;
}

/** Why the form cannot be sent: all fields are required and the phone must be valid. */
export type NewCustomerCode =
  | 'customer.name-required'
  | 'customer.phone-required'
  | 'customer.country-required'
  | 'customer.phone-invalid';

/** The form after opening or a successful create: empty name and phone, country AE. */
export const EMPTY_CUSTOMER_FORM: NewCustomerForm = {
  name: '',
  phone: '',
  phone_country: DEFAULT_PHONE_COUNTRY,
};

/**
 * Checks the Add New Customer form (all fields required, phone valid for its country) and
 * builds the payload, with the phone in international form.
 * @example validateNewCustomer({ name: 'Sara', phone: '0501234567', phone_country: 'AE' })
 */
export function validateNewCustomer(
  form: NewCustomerForm,
): Result<NewCustomerPayload, NewCustomerCode> {
  const name = form.name.trim();
  if (name === '') return fail('customer.name-required');
  if (form.phone.trim() === '') return fail('customer.phone-required');
  if (form.phone_country.trim() === '') return fail('customer.country-required');
  const phone = checkPhone(form.phone, form.phone_country);
  if (!phone.ok) return phone;
  return ok({ name, phone: phone.value.e164, phone_country: phone.value.country });
}
