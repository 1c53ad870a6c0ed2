import type { Language } from '@lamaa/domain';

/** The localStorage key that remembers the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lamaa.language';

/**
 * The BCP 47 locale handed to Intl and React Aria for a language: the UAE variants,
 * so AED, digits and dates follow Gulf conventions.
 * @example intlLocaleOf('ar') // 'ar-AE'
 */
export function intlLocaleOf(language: Language): string {
  return language === 'ar' ? 'ar-AE' : 'en-AE';
}
