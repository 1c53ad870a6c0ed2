// Every Arabic text of the POS, all screens together, uses the one term docs/glossary.md gives.
import { glossaryBreaches } from '@lamaa/ui/testing';
import { expect, it } from 'vitest';
import { checkoutAr } from '../features/checkout/checkout-ar.js';
import { ordersAr } from '../features/orders/orders-ar.js';
import { profileAr } from '../features/profile/profile-ar.js';
import { posAr } from '../shared/i18n/pos-ar.js';
import { shellAr } from '../shared/i18n/shell-ar.js';

it("follows docs/glossary.md on every screen of the POS's Arabic", () => {
  const screens = { ...posAr, ...shellAr, ...checkoutAr, ...ordersAr, ...profileAr };
  expect(glossaryBreaches(screens)).toEqual([]);
});
