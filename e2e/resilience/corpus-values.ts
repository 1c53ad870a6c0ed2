// The wrong values the corpus puts into fields: wrong types, sizes and encodings, injections,
// and money that is negative, fractional beyond fils or not a number at all.
import type { SeededRandom } from './seeded-random.js';

/** A value with a label for the report. */
export interface Wrong {
  readonly label: string;
  readonly value: unknown;
}

const PRINTABLE = 'abcXYZ019 !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const WORLD = 'مرحباسيارة漢字ÄÖÜßçñ🚗💨🧽\u200f\u202e\u200b\ufeff';

/** An array nested `depth` deep. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** Text with control characters, U+0000 among them (PostgreSQL text cannot hold it). */
export const CONTROL_TEXT: Wrong = {
  label: 'control characters',
  value: 'a\u0000b\u0007c\u001b[31m\r\n\t',
};

/** Values that are wrong for almost any field; the last two are drawn from `random`. */
export function wrongValues(random: SeededRandom): Wrong[] {
  return [
    { label: 'null', value: null },
    { label: 'true', value: true },
    { label: 'zero', value: 0 },
    { label: 'negative', value: -1 },
    { label: 'fraction', value: 1.5 },
    { label: 'huge number', value: 1e308 },
    { label: 'beyond int32', value: 2_147_483_648 },
    { label: 'numeric text', value: '42' },
    { label: '"NaN"', value: 'NaN' },
    { label: '"Infinity"', value: 'Infinity' },
    { label: 'hex text', value: '0x1F' },
    { label: 'empty text', value: '' },
    { label: 'blank text', value: '   ' },
    { label: '100,000 characters', value: random.text(100_000, 'ab ') },
    { label: 'Arabic, emoji and bidi controls', value: random.text(24, WORLD) },
    CONTROL_TEXT,
    { label: 'a lone surrogate', value: 'x\ud800y' },
    { label: 'SQL comment', value: "'; DROP TABLE orders; --" },
    { label: 'SQL tautology', value: "1' OR '1'='1" },
    { label: 'SQL union', value: "' UNION SELECT email, password_hash FROM employees --" },
    { label: 'HTML', value: '<img src=x onerror=alert(1)>' },
    { label: 'path traversal', value: '../../../../etc/passwd' },
    { label: 'an operator object', value: { $gt: '' } },
    { label: 'an array', value: [1, 2, 3] },
    { label: '5,000 items', value: Array.from({ length: 5_000 }, (_, index) => index) },
    { label: '500 levels deep', value: nested(500) },
    { label: 'a __proto__ object', value: JSON.parse('{"__proto__":{"isAdmin":true}}') },
    { label: 'random printable', value: random.text(random.int(1, 60), PRINTABLE) },
    { label: 'random world text', value: random.text(random.int(1, 60), WORLD) },
  ];
}

/** Amounts that are not money in AED with at most two decimals, or are negative. */
export const WRONG_MONEY: readonly Wrong[] = [
  { label: 'negative', value: -5 },
  { label: 'a negative fils', value: -0.01 },
  { label: 'negative text', value: '-5' },
  { label: 'three decimals', value: 12.345 },
  { label: 'three decimals as text', value: '12.345' },
  { label: 'words', value: 'ten dirhams' },
  { label: 'a thousands separator', value: '1,000' },
  { label: 'Arabic-Indic digits', value: '١٠' },
  { label: 'an exponent', value: '1e3' },
  { label: 'beyond any total', value: 1e21 },
  { label: 'the smallest double', value: Number.MIN_VALUE },
  { label: 'a currency suffix', value: '5 AED' },
  { label: 'NaN text', value: 'NaN' },
  { label: 'an object', value: { amount: 5 } },
];
