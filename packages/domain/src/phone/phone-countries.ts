import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import { PINNED_PHONE_COUNTRIES } from '../constants/limits.js';

/** One entry of the Country Code select: flag, English name, code and dial code. */
export interface PhoneCountry {
  /** Two-letter code, e.g. 'AE'. */
  readonly code: string;
  /** English label, falling back to the code. */
  readonly name: string;
  /** Flag emoji made of the code's regional-indicator letters. */
  readonly flag: string;
  /** '+' followed by the calling code, e.g. '+971'. */
  readonly dialCode: string;
}

/** The first regional-indicator symbol (🇦); 'A' maps to it, 'B' to the next, and so on. */
const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * The flag emoji of a two-letter code, built from regional-indicator letters.
 * @example flagOf('AE') // '🇦🇪'
 */
export function flagOf(code: string): string {
  const letters = code.toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(
    ...[...letters].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

/**
 * The phone-country list: AE, SA, QA, KW, BH, OM pinned first in that order, then every
 * other country sorted by English name. The UI passes `nameOf` backed by `Intl.DisplayNames`.
 * @example phoneCountries((code) => names.of(code))[0] // { code: 'AE', name: 'United Arab Emirates', flag: '🇦🇪', dialCode: '+971' }
 */
export function phoneCountries(
  nameOf?: (code: string) => string | undefined,
): readonly PhoneCountry[] {
  const toCountry = (code: CountryCode): PhoneCountry => {
    const name = nameOf?.(code)?.trim();
    return {
      code,
      name: name === undefined || name === '' ? code : name,
      flag: flagOf(code),
      dialCode: `+${getCountryCallingCode(code)}`,
    };
  };
  const pinned: ReadonlySet<string> = new Set(PINNED_PHONE_COUNTRIES);
  const others = getCountries()
    .filter((code) => !pinned.has(code))
    .map(toCountry)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code, 'en'));
  return [...PINNED_PHONE_COUNTRIES.map(toCountry), ...others];
}
