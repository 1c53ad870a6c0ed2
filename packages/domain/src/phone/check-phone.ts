import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { fail, ok, type Result } from '../shared/result.js';

/** A phone number that passed the validity check, in the forms the API keeps. */
export interface CheckedPhone {
  /** International form, e.g. '+971501234567'. */
  readonly e164: string;
  /** National form as written in the country, e.g. '050 123 4567'. */
  readonly national: string;
  /** The number's country (an international number may belong to another than the one chosen). */
  readonly country: string;
}

/** Why a phone number was refused. */
export type PhoneCode =
  'customer.phone-required' | 'customer.phone-invalid' | 'customer.country-required';

/** What a phone field may hold: digits, spaces, dashes, dots, brackets and a leading plus. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * Checks a phone number against its country's pattern and lengths (libphonenumber-js, min
 * metadata); an international number starts with '+' and digits.
 * @example checkPhone('050 123 4567', 'AE') // { ok: true, value: { e164: '+971501234567', ... } }
 */
export function checkPhone(phone: string, country: string): Result<CheckedPhone, PhoneCode> {
  const text = phone.trim();
  if (text === '') return fail('customer.phone-required');
  const code = country.trim().toUpperCase();
  if (!isSupportedCountry(code)) return fail('customer.country-required');
  if (!PHONE_CHARACTERS.test(text)) return fail('customer.phone-invalid');
  const parsed = parsePhoneNumberFromString(text, code);
  if (!parsed?.isValid()) return fail('customer.phone-invalid');
  return ok({
    e164: parsed.number,
    national: parsed.formatNational(),
    country: parsed.country ?? code,
  });
}
