/** An interface language of Lamaa: English (the fallback) or Arabic (right-to-left). */
export type Language = 'en' | 'ar';

/** The interface languages, English first as the fallback. */
export const LANGUAGES: readonly Language[] = ['en', 'ar'];

/** Where the language choice may come from, most specific first. */
export interface LanguageSources {
  /** The `lang` query parameter, if the URL has one. */
  readonly query?: string | null;
  /** The choice stored in the browser earlier. */
  readonly stored?: string | null;
  /** The browser's preferred languages, in order (`navigator.languages`). */
  readonly browser?: readonly string[];
}

/** Reads an exact language value ('ar', 'EN '), or undefined when it is not one of ours. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  const normalised = value?.trim().toLowerCase();
  return normalised === 'en' || normalised === 'ar' ? normalised : undefined;
}

/** Reads a browser language tag by its primary subtag: 'ar-AE' is Arabic, 'en_GB' English. */
function fromBrowserTag(tag: string): Language | undefined {
  return toLanguage(tag.split(/[-_]/)[0]);
}

/**
 * Picks the interface language: the `lang` parameter, else the stored choice, else the
 * first browser language that is Arabic or English, else English.
 * @example chooseLanguage({ query: null, stored: 'ar' }) // 'ar'
 */
export function chooseLanguage(sources: LanguageSources): Language {
  const fromQuery = toLanguage(sources.query);
  if (fromQuery) return fromQuery;
  const fromStored = toLanguage(sources.stored);
  if (fromStored) return fromStored;
  for (const tag of sources.browser ?? []) {
    const language = fromBrowserTag(tag);
    if (language) return language;
  }
  return 'en';
}

/** The writing direction of a language, for `<html dir>`: Arabic is right-to-left. */
export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
