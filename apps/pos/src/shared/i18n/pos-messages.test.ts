import { API_MESSAGES } from '@lamaa/api-client';
import { describe, expect, it } from 'vitest';
import { posAr } from './pos-ar.js';
import { posEn } from './pos-en.js';
import { shellAr } from './shell-ar.js';
import { shellEn } from './shell-en.js';

const sets = [
  ['sign-in strings', posEn, posAr],
  ['shell strings', shellEn, shellAr],
] as const;

describe.each(sets)('POS %s', (_, english, arabic) => {
  it('has an Arabic text for every English key and no extra key', () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it('writes Arabic in Arabic script, never a copy of the English', () => {
    for (const [key, text] of Object.entries(arabic)) {
      expect(text, key).not.toBe((english as Record<string, string>)[key]);
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('POS strings', () => {
  it('never define one key in both sets', () => {
    const shared = Object.keys(posEn).filter((key) => key in shellEn);
    expect(shared).toEqual([]);
  });

  it('keep the spec wording of the refusals, the dialog and the client fallbacks', () => {
    expect(shellEn['pos.duplicate-option']).toBe('This service option is already in your cart');
    expect(shellEn['pos.exclusive-conflict']).toBe(
      'Only one exclusive service option can be in the cart. Remove the existing exclusive item before adding a new one.',
    );
    expect(shellEn['pos.add-customer-description']).toBe(
      'Create a new customer account. All fields are required.',
    );
    expect(shellEn['pos.vehicle-required-service']).toBe(
      'Please select a vehicle before adding services to cart',
    );
    expect(shellEn['pos.price-missing-package']).toBe(
      'Price is not available for this package with your selected vehicle',
    );
    expect(posEn['api.login-failed']).toBe(API_MESSAGES['api.login-failed']);
  });
});
