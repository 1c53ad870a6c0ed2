import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language.js';

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the header order among equals', () => {
    expect(acceptedLanguages('en;q=0.8, ar-AE, ar;q=0.9')).toEqual(['ar-AE', 'ar', 'en']);
    expect(acceptedLanguages('fr, en')).toEqual(['fr', 'en']);
  });

  it('leaves out refused tags, the wildcard and damaged weights', () => {
    expect(acceptedLanguages('ar;q=0, *;q=0.5, en;q=abc, fr')).toEqual(['fr']);
  });

  it('is empty without a header', () => {
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});
