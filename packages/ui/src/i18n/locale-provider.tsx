import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { directionOf, LANGUAGE_COOKIE, type Language } from '@lamaa/domain';
import { createI18n, type ExtraMessages } from './create-i18n.js';
import { detectLanguage, windowLanguageSources } from './detect-language.js';
import { intlLocaleOf, LANGUAGE_STORAGE_KEY } from './language.js';
import { loadRefusalTexts } from './load-refusal-texts.js';
import { LocaleContext, type LocaleState } from './locale-context.js';

/** Props of LocaleProvider. */
export interface LocaleProviderProps {
  /** Fixes the language (Storybook, tests); without it the browser's sources decide. */
  language?: Language;
  /** Called when the user picks another language. */
  onLanguageChange?: (language: Language) => void;
  /** The app's own screen strings, merged over the kit's. */
  messages?: ExtraMessages;
  children: ReactNode;
}

/**
 * Remembers the choice in storage, and in a cookie so the server can send the next page's
 * HTML in it; storage failures are not worth breaking the screen for.
 */
function storeLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE.name}=${language}; Max-Age=${LANGUAGE_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax`;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a sandboxed frame: the choice lives for this page only.
  }
}

/**
 * Chooses the language (`?lang`, stored choice, browser, English), remembers it, sets
 * `<html lang dir>` and gives i18next and React Aria the locale.
 * @example <LocaleProvider messages={posMessages}><App /></LocaleProvider>
 */
export function LocaleProvider({
  language,
  onLanguageChange,
  messages,
  children,
}: LocaleProviderProps) {
  const [chosen, setChosen] = useState<Language>(
    () => language ?? detectLanguage(windowLanguageSources()),
  );
  const current = language ?? chosen;
  const [i18n] = useState(() => createI18n(current, messages));

  useLayoutEffect(() => {
    if (i18n.language !== current) void i18n.changeLanguage(current);
    const root = document.documentElement;
    root.lang = current;
    root.dir = directionOf(current);
    if (language === undefined) storeLanguage(current);
  }, [current, i18n, language]);

  // After the first paint; an outage meanwhile leaves the generic refusal text, nothing worse.
  useEffect(() => {
    loadRefusalTexts(i18n).catch(() => undefined);
  }, [i18n]);

  const state = useMemo<LocaleState>(
    () => ({
      language: current,
      direction: directionOf(current),
      intlLocale: intlLocaleOf(current),
      setLanguage: (next) => {
        setChosen(next);
        onLanguageChange?.(next);
      },
    }),
    [current, onLanguageChange],
  );

  return (
    <LocaleContext.Provider value={state}>
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={state.intlLocale}>{children}</I18nProvider>
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}
