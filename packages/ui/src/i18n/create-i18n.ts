import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@lamaa/domain';
import { formatAedParam } from './format-money.js';
import { en } from './resources/en.js';

/**
 * An app's strings per language: English over the kit's own (the fallback, always at hand);
 * Arabic whole, the kit's `ar` included, so that an app may load it on demand instead
 * (LocaleProvider's `loadArabic`).
 */
export type ExtraMessages = Partial<Record<Language, Readonly<Record<string, string>>>>;

/**
 * Makes a ready i18next instance holding the kit's strings (plus an app's), with flat
 * `namespace.kebab-key` keys, English as fallback and synchronous start-up.
 * @example const i18n = createI18n('ar', { ar: { ...ar, 'pos.title': 'نقطة البيع' } })
 */
export function createI18n(language: Language, extra: ExtraMessages = {}): I18n {
  const resources: Resource = {
    en: { translation: { ...en, ...extra.en } },
    ar: { translation: { ...extra.ar } },
  };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ar'],
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    // React escapes text already; escaping here would show &amp; in "Clear Cart & Continue".
    interpolation: { escapeValue: false },
    // A refusal shown before its text has loaded (loadRefusalTexts) reads as the generic one,
    // never as its key.
    parseMissingKeyHandler: (key: string) =>
      key.startsWith('server.') ? instance.t('server.refused') : key,
  });
  // A text writes an amount as `{{max, money}}`: the amount arrives in AED as the server words
  // it, and the one money formatter gives it the language's label (never «درهم» or «AED» typed
  // beside a bare number).
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined) =>
    formatAedParam(value, lng === 'ar' ? 'ar' : 'en'),
  );
  return instance;
}
