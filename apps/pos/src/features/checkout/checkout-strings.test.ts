import { describe, expect, it } from 'vitest';
import { checkoutAr } from './checkout-ar.js';
import { checkoutEn } from './checkout-en.js';

describe('checkout strings', () => {
  it('has an Arabic text in Arabic script for every English key', () => {
    expect(Object.keys(checkoutAr).sort()).toEqual(Object.keys(checkoutEn).sort());
    for (const [key, text] of Object.entries(checkoutAr)) {
      if (key === 'checkout.slot') continue; // times only: '{{from}} – {{to}}'
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("keeps the spec's guard and partial-amount wording", () => {
    expect([
      checkoutEn['checkout.customer-vehicle-required'],
      checkoutEn['checkout.cart-empty'],
      checkoutEn['checkout.vault-required'],
      checkoutEn['checkout.slot-required'],
      checkoutEn['checkout.partial-amount-invalid'],
    ]).toEqual([
      'Please select a customer and vehicle before checkout',
      'Your cart is empty',
      'Please select a vault to proceed',
      'Please select a time slot',
      'Amount must be between {{min}} and {{max}}',
    ]);
  });
});
