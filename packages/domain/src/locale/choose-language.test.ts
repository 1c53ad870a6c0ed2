import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOf, LANGUAGES, toLanguage } from './choose-language.js';

describe('chooseLanguage', () => {
  it('takes the lang query parameter (ar or en) before anything else', () => {
    expect(chooseLanguage({ query: 'ar', stored: 'en', browser: ['en-US'] })).toBe('ar');
    expect(chooseLanguage({ query: 'en', stored: 'ar', browser: ['ar-AE'] })).toBe('en');
  });

  it('uses the choice stored in the browser when there is no valid lang parameter', () => {
    expect(chooseLanguage({ query: 'fr', stored: 'ar', browser: ['en-US'] })).toBe('ar');
    expect(chooseLanguage({ stored: 'en', browser: ['ar'] })).toBe('en');
  });

  it('then the first browser language that is Arabic or English', () => {
    expect(chooseLanguage({ browser: ['fr-FR', 'ar-AE', 'en-GB'] })).toBe('ar');
    expect(chooseLanguage({ stored: 'de', browser: ['de', 'en_GB', 'ar'] })).toBe('en');
  });

  it('does not take a language that merely shares the first letters (arn is not Arabic)', () => {
    expect(chooseLanguage({ browser: ['arn-CL'] })).toBe('en');
  });

  it('falls back to English', () => {
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ query: '', stored: null, browser: ['fr', 'ur-PK'] })).toBe('en');
  });

  it('reads values regardless of case and surrounding spaces', () => {
    expect(chooseLanguage({ query: ' AR ' })).toBe('ar');
    expect(toLanguage('En')).toBe('en');
    expect(toLanguage(undefined)).toBeUndefined();
  });

  test.prop([
    fc.option(fc.string()),
    fc.option(fc.string()),
    fc.array(fc.oneof(fc.string(), fc.constantFrom('ar', 'en-US', 'ar-SA', 'fr'))),
  ])('always returns en or ar', (query, stored, browser) => {
    expect(LANGUAGES).toContain(chooseLanguage({ query, stored, browser }));
  });
});

describe('directionOf', () => {
  it('is rtl for Arabic and ltr for English', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
