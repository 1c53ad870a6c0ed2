import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.js';
import { LANGUAGE_STORAGE_KEY } from './language.js';

/** A storage holding one remembered choice, as localStorage would. */
const storing = (value: string | null) => ({
  getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null),
});

describe('detectLanguage', () => {
  it('takes ?lang=ar or ?lang=en first', () => {
    expect(
      detectLanguage({ search: '?lang=ar', storage: storing('en'), languages: ['en-US'] }),
    ).toBe('ar');
    expect(
      detectLanguage({
        search: '?authtoken=x&lang=en',
        storage: storing('ar'),
        languages: ['ar-AE'],
      }),
    ).toBe('en');
  });

  it('then the stored choice', () => {
    expect(detectLanguage({ search: '', storage: storing('ar'), languages: ['en-GB'] })).toBe('ar');
  });

  it('then the language cookie, when storage has no choice', () => {
    const cookie = 'lamaa_token=t; lamaa_language=ar';
    expect(detectLanguage({ search: '', storage: storing(null), cookie, languages: ['en'] })).toBe(
      'ar',
    );
    expect(detectLanguage({ search: '', storage: storing('en'), cookie, languages: [] })).toBe(
      'en',
    );
  });

  it('then the browser language', () => {
    expect(
      detectLanguage({ search: '?lang=fr', storage: storing(null), languages: ['fr-FR', 'ar-SA'] }),
    ).toBe('ar');
  });

  it('falls back to English, also when storage is missing or throws', () => {
    expect(detectLanguage({ search: '', storage: undefined, languages: [] })).toBe('en');
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(detectLanguage({ search: '', storage: throwing, languages: ['ar'] })).toBe('ar');
  });
});
