// The Arabic of the POS's first screens in one chunk: sign-in, the shell with the services
// screen, and the sidebar's checkout, with their counted texts' plural forms. An English
// screen never downloads it (pos-arabic.ts loads it); a lazy screen (orders, shifts,
// profile…) carries its own Arabic in its chunk.
import { arabicPluralEntries, kitPluralsAr } from '@lamaa/ui';
import { checkoutAr } from '../features/checkout/checkout-ar.js';
import { checkoutPluralsAr } from '../features/checkout/checkout-plurals-ar.js';
import { posAr } from '../shared/i18n/pos-ar.js';
import { shellAr } from '../shared/i18n/shell-ar.js';
import { shellPluralsAr } from '../shared/i18n/shell-plurals-ar.js';

/** The POS's start-up Arabic, over the kit's (loadArabicTexts adds the kit's own). */
export const posArabicTexts: Readonly<Record<string, string>> = {
  ...posAr,
  ...shellAr,
  ...checkoutAr,
  ...arabicPluralEntries({ ...kitPluralsAr, ...shellPluralsAr, ...checkoutPluralsAr }),
};
