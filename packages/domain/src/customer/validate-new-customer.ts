import { DEFAULT_PHONE_COUNTRY } from '../constants/limits.js';
import { checkPhone } from '../phone/check-phone.js';
import { isTrn } from '../office/business-tax.js';
import { fail, ok, type Result } from '../shared/result.js';

/** The Add New Customer form as typed; a company also has its legal name, TRN and address. */
export interface NewCustomerForm {
  readonly name: string;
  readonly phone: string;
  readonly phone_country: string;
  readonly is_company?: boolean;
  readonly company_name?: string;
  readonly trn?: string;
  readonly address?: string;
}

/** The form's fields typed as text. */
export type NewCustomerTextField = Exclude<keyof NewCustomerForm, 'is_company'>;

/** What POST /pos/customers receives once the form is valid. */
export interface NewCustomerPayload {
  readonly name: string;
  /** The number in international form, e.g. '+971501234567'. */
  readonly phone: string;
  readonly phone_country: string;
  /** A company's legal name, its 15-digit TRN and its address, each only when given. */
  readonly company_name?: string;
  readonly trn?: string;
  readonly address?: string;
}

/**
 * Why the form cannot be sent: name, phone and country are required and the phone must be
 * valid; a company needs its name, and a TRN given must be 15 digits.
 */
export type NewCustomerCode =
  | 'customer.name-required'
  | 'customer.phone-required'
  | 'customer.country-required'
  | 'customer.phone-invalid'
  | 'customer.company-name-required'
  | 'customer.trn-invalid';

/** Every refused field of the Add New Customer form at once, so the form can mark each. */
export type NewCustomerFieldErrors = Partial<Record<keyof NewCustomerForm, NewCustomerCode>>;

/** The form after opening or a successful create: empty name and phone, country AE. */
export const EMPTY_CUSTOMER_FORM: NewCustomerForm = {
  name: '',
  phone: '',
  phone_country: DEFAULT_PHONE_COUNTRY,
};

/**
 * The Add New Customer form's refused fields: name, phone and country are required and the
 * phone must be valid for its country (a country the check does not know is the country's fault).
 * @example newCustomerFieldErrors({ name: '', phone: '', phone_country: 'AE' }) // { name: 'customer.name-required', phone: 'customer.phone-required' }
 */
export function newCustomerFieldErrors(form: NewCustomerForm): NewCustomerFieldErrors {
  const errors: NewCustomerFieldErrors = {};
  if (form.name.trim() === '') errors.name = 'customer.name-required';
  if (form.phone_country.trim() === '') errors.phone_country = 'customer.country-required';
  const phone = checkPhone(form.phone, form.phone_country);
  if (!phone.ok) {
    errors[phone.code === 'customer.country-required' ? 'phone_country' : 'phone'] = phone.code;
  }
  if (form.is_company === true) {
    if ((form.company_name ?? '').trim() === '')
      errors.company_name = 'customer.company-name-required';
    const trn = (form.trn ?? '').trim();
    if (trn !== '' && !isTrn(trn)) errors.trn = 'customer.trn-invalid';
  }
  return errors;
}

/** A company's fields as the payload takes them: trimmed, and only those given. */
function companyFields(form: NewCustomerForm) {
  if (form.is_company !== true) return {};
  const given = (text: string | undefined) => (text ?? '').trim();
  const name = given(form.company_name);
  const trn = given(form.trn);
  const address = given(form.address);
  return {
    ...(name === '' ? {} : { company_name: name }),
    ...(trn === '' ? {} : { trn }),
    ...(address === '' ? {} : { address }),
  };
}

/**
 * Checks the Add New Customer form (all fields required, phone valid for its country) and
 * builds the payload, with the phone in international form. A refusal carries the first
 * refused field's code: name, then phone, then country.
 * @example validateNewCustomer({ name: 'Sara', phone: '0501234567', phone_country: 'AE' })
 */
export function validateNewCustomer(
  form: NewCustomerForm,
): Result<NewCustomerPayload, NewCustomerCode> {
  const errors = newCustomerFieldErrors(form);
  const first =
    errors.name ?? errors.phone ?? errors.phone_country ?? errors.company_name ?? errors.trn;
  if (first !== undefined) return fail(first);
  const phone = checkPhone(form.phone, form.phone_country);
  if (!phone.ok) return phone;
  return ok({
    name: form.name.trim(),
    phone: phone.value.e164,
    phone_country: phone.value.country,
    ...companyFields(form),
  });
}
