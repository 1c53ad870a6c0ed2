import { fail } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import type { Text } from '../../shared/i18n/use-text.js';
import { posEn } from '../../shared/i18n/pos-en.js';
import { shellEn } from '../../shared/i18n/shell-en.js';
import { refusalText } from './refusal-text.js';

const english: Record<string, string> = { ...posEn, ...shellEn };
const t: Text = (key) => english[key] ?? key;

describe('refusalText', () => {
  it('names what was being added in the selection and login refusals', () => {
    expect(refusalText(t, fail('cart.vehicle-required', { kind: 'package' }))).toBe(
      'Please select a vehicle before adding packages to cart',
    );
    expect(refusalText(t, fail('cart.customer-required', { kind: 'product' }))).toBe(
      'Please select a customer before adding products to cart',
    );
    expect(refusalText(t, fail('cart.login-required', { kind: 'service' }))).toBe(
      'Please log in to add services to cart',
    );
  });

  it('words a missing price for a package and for a service option as the spec does', () => {
    expect(refusalText(t, fail('cart.price-missing', { kind: 'package' }))).toBe(
      'Price is not available for this package with your selected vehicle',
    );
    expect(refusalText(t, fail('cart.price-missing', { kind: 'plan' }))).toBe(
      'Price is not available for this plan with your selected vehicle',
    );
    expect(refusalText(t, fail('cart.vehicle-required', { kind: 'plan' }))).toBe(
      'Please select a vehicle before adding plans to cart',
    );
    expect(refusalText(t, fail('cart.price-missing', { kind: 'service-option' }))).toBe(
      'Price is not available for this service option with your selected vehicle',
    );
  });

  it('gives the edit and discount refusals their texts and stays silent on codes without one', () => {
    expect(refusalText(t, fail('cart.service-quantity-fixed'))).toBe(
      'Service quantities cannot be changed',
    );
    expect(refusalText(t, fail('cart.invalid-price'))).toBe('Please enter a valid price');
    expect(refusalText(t, fail('discount.percentage-too-high', { max: 100 }))).toBe(
      'Percentage discount cannot exceed 100%',
    );
    expect(refusalText(t, fail('cart.line-not-found'))).toBeNull();
  });
});
