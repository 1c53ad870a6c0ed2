// The shell's Arabic texts where a number meets a noun, in all six plural forms.
import type { ArabicPlural } from '@lamaa/ui';
import type { ShellKey } from './shell-en.js';

/** The shell's counted texts in Arabic; `t` must be given `count` for them. */
export const shellPluralsAr = {
  'pos.clear-cart-more': {
    zero: 'و{{count}} غيرها',
    one: 'وصنف آخر',
    two: 'وصنفان آخران',
    few: 'و{{count}} أصناف أخرى',
    many: 'و{{count}} صنفًا آخر',
    other: 'و{{count}} صنف آخر',
  },
} as const satisfies Partial<Record<ShellKey, ArabicPlural>>;
