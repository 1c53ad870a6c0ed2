import { chooseLanguage, cookieValue, LANGUAGE_COOKIE, type Language } from '@lamaa/domain';
import { LANGUAGE_STORAGE_KEY } from './language.js';

/** What the browser tells about the language: the URL query, storage and preferences. */
export interface BrowserLanguageSources {
  /** `location.search`, e.g. `?lang=ar`. */
  readonly search: string;
  /** Where the choice is remembered (localStorage in the app). */
  readonly storage: Pick<Storage, 'getItem'> | undefined;
  /** `document.cookie`: the language cookie also remembers it (the server reads it too). */
  readonly cookie?: string;
  /** `navigator.languages`. */
  readonly languages: readonly string[];
}

/**
 * Reads `?lang`, the stored choice (storage, else the cookie the server also reads) and the
 * browser languages, and lets the domain's chooseLanguage decide (English last).
 * @example detectLanguage({ search: '?lang=ar', storage: localStorage, languages: ['en'] }) // 'ar'
 */
export function detectLanguage(sources: BrowserLanguageSources): Language {
  let stored: string | null = null;
  try {
    stored = sources.storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can throw in private modes or sandboxed frames; the other sources still decide.
  }
  return chooseLanguage({
    query: new URLSearchParams(sources.search).get('lang'),
    stored: stored ?? cookieValue(sources.cookie ?? '', LANGUAGE_COOKIE.name),
    browser: sources.languages,
  });
}

/** The language sources of the current window, for detectLanguage. */
export function windowLanguageSources(): BrowserLanguageSources {
  return {
    search: window.location.search,
    storage: window.localStorage,
    cookie: document.cookie,
    languages: navigator.languages,
  };
}
