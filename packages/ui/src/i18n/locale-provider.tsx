import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { directionOf, LANGUAGE_COOKIE, type Language } from '@lamaa/domain';
import { createI18n, type ExtraMessages } from './create-i18n.js';
import { detectLanguage, windowLanguageSources } from './detect-language.js';
import { intlLocaleOf, LANGUAGE_STORAGE_KEY } from './language.js';
import type { ArabicLoader } from './load-arabic-texts.js';
import { loadRefusalTexts } from './load-refusal-texts.js';
import { LocaleContext, type LocaleState } from './locale-context.js';

/** Props of LocaleProvider. */
export interface LocaleProviderProps {
  /** Fixes the language (Storybook, tests); without it the browser's sources decide. */
  language?: Language;
  /** Called when the user picks another language. */
  onLanguageChange?: (language: Language) => void;
  /** The app's own screen strings, merged over the kit's (see ExtraMessages for Arabic). */
  messages?: ExtraMessages;
  /**
   * Loads all the Arabic strings, the kit's with the app's (loadArabicTexts), when Arabic is
   * first wanted, never on an English screen: an Arabic screen waits for them before its first
   * paint (no English or keys meanwhile). Without it, `messages.ar` is all the Arabic; with
   * `messages.ar` too (an app that loaded them before its first render), it is never called.
   */
  loadArabic?: ArabicLoader;
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
  loadArabic,
  children,
}: LocaleProviderProps) {
  const [chosen, setChosen] = useState<Language>(
    () => language ?? detectLanguage(windowLanguageSources()),
  );
  const current = language ?? chosen;
  const [i18n] = useState(() => createI18n(current, messages));
  const [hasArabic, setHasArabic] = useState(
    loadArabic === undefined || messages?.ar !== undefined,
  );
  // The one load of the Arabic texts, started when Arabic is first wanted.
  const [loadArabicOnce] = useState(() => {
    let loading: Promise<void> | undefined;
    return () =>
      (loading ??= (loadArabic?.() ?? Promise.resolve({}))
        .then((texts) => void i18n.addResourceBundle('ar', 'translation', texts, true, true))
        // Offline before the texts came: the screen shows English, the fallback, not nothing.
        .catch(() => undefined)
        .then(() => setHasArabic(true)));
  });

  useEffect(() => {
    if (current === 'ar' && !hasArabic) void loadArabicOnce();
  }, [current, hasArabic, loadArabicOnce]);

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
        const choose = () => {
          setChosen(next);
          onLanguageChange?.(next);
        };
        // Arabic waits for its texts, so the screen turns Arabic at once, never key by key.
        if (next === 'ar' && !hasArabic) void loadArabicOnce().then(choose);
        else choose();
      },
    }),
    [current, onLanguageChange, hasArabic, loadArabicOnce],
  );

  return (
    <LocaleContext.Provider value={state}>
      <I18nextProvider i18n={i18n}>
        <I18nProvider locale={state.intlLocale}>
          {current === 'ar' && !hasArabic ? null : children}
        </I18nProvider>
      </I18nextProvider>
    </LocaleContext.Provider>
  );
}
