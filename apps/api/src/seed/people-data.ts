// Names for demo customers, and UAE plate and phone makers.
import type { Prng } from './prng.js';

/** First names of demo customers, from the Gulf's mix of residents. */
export const FIRST_NAMES = [
  'Ahmed',
  'Mohammed',
  'Fatima',
  'Aisha',
  'Omar',
  'Khalid',
  'Mariam',
  'Sara',
  'Yousef',
  'Hamdan',
  'Priya',
  'Rahul',
  'Anil',
  'Maria',
  'John',
  'Emily',
  'Hassan',
  'Layla',
  'Noura',
  'Saeed',
  'Rashid',
  'Huda',
  'Imran',
  'Ali',
  'Zainab',
  'Faisal',
  'Reem',
  'Tariq',
  'Joseph',
  'Grace',
] as const;

/** Family names of demo customers. */
export const LAST_NAMES = [
  'Al Mansoori',
  'Al Nuaimi',
  'Al Falasi',
  'Al Shamsi',
  'Al Ketbi',
  'Khan',
  'Sharma',
  'Nair',
  'Fernandes',
  'Smith',
  'Haddad',
  'Al Suwaidi',
  'Al Mazrouei',
  'Qureshi',
  'Pereira',
  'Al Hashimi',
  'Menon',
  'Rahman',
  'Al Zaabi',
  'Thomas',
] as const;

/** Colours with their names. */
export const COLOURS = [
  ['#FFFFFF', 'White'],
  ['#000000', 'Black'],
  ['#C0C0C0', 'Silver'],
  ['#808080', 'Grey'],
  ['#1F3A93', 'Blue'],
  ['#B22222', 'Red'],
  ['#F5F5DC', 'Beige'],
  ['#2E8B57', 'Green'],
] as const;

/** A UAE mobile number in E.164 (+971 5x xxx xxxx), unique within `used`. */
export function uaeMobile(prng: Prng, used: Set<string>): string {
  for (;;) {
    const prefix = prng.pick(['50', '52', '54', '55', '56', '58']);
    const rest = String(prng.int(2_000_000, 9_999_999));
    const phone = `+971${prefix}${rest}`;
    if (!used.has(phone)) {
      used.add(phone);
      return phone;
    }
  }
}

/** Plate numbers: 1 to 5 digits, the way UAE plates carry them (short numbers are rare). */
export function plateNumbers(prng: Prng): string {
  const digits = prng.chance(0.1) ? prng.int(2, 3) : prng.int(4, 5);
  return String(prng.int(10 ** (digits - 1), 10 ** digits - 1));
}
