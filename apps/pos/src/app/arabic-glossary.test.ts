// Every Arabic text of the POS, all screens together, uses the one term docs/glossary.md gives
// and its standard register.
import { arabicPluralEntries, kitPluralsAr } from '@lamaa/ui';
import { glossaryBreaches, registerBreaches } from '@lamaa/ui/testing';
import { expect, it } from 'vitest';
import { plansAr } from '../features/catalogue/plans-ar.js';
import { checkoutAr } from '../features/checkout/checkout-ar.js';
import { checkoutPluralsAr } from '../features/checkout/checkout-plurals-ar.js';
import { ordersAr } from '../features/orders/orders-ar.js';
import { profileAr } from '../features/profile/profile-ar.js';
import { shiftsAr } from '../features/shifts/shifts-ar.js';
import { posAr } from '../shared/i18n/pos-ar.js';
import { shellAr } from '../shared/i18n/shell-ar.js';
import { shellPluralsAr } from '../shared/i18n/shell-plurals-ar.js';
import { splitAr } from '../shared/payment/split-ar.js';

const plurals = arabicPluralEntries({ ...kitPluralsAr, ...shellPluralsAr, ...checkoutPluralsAr });
const screens = {
  ...posAr,
  ...shellAr,
  ...checkoutAr,
  ...splitAr,
  ...ordersAr,
  ...shiftsAr,
  ...plansAr,
  ...profileAr,
  ...plurals,
};

it("follows docs/glossary.md on every screen of the POS's Arabic", () => {
  expect(glossaryBreaches(screens)).toEqual([]);
});

it('is Modern Standard Arabic on every screen, without the dialect forms the glossary lists', () => {
  expect(registerBreaches(screens)).toEqual([]);
});

it('writes percent as Intl does for ar-AE beside Latin digits: «%», never the Arabic «٪»', () => {
  expect(new Intl.NumberFormat('ar-AE', { style: 'percent' }).format(0.25)).toContain('%');
  expect(Object.entries(screens).filter(([, text]) => text.includes('٪'))).toEqual([]);
});
