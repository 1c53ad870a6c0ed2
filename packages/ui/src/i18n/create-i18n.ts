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

/** The instances that have shown a refusal's generic text because its own had not loaded. */
const shownBeforeTheirTexts = new WeakSet<I18n>();

/** Whether `i18n` has shown a refusal as the generic one, its own text not loaded yet. */
export const hasShownRefusalEarly = (i18n: I18n): boolean => shownBeforeTheirTexts.has(i18n);

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
    // never as its key; the load then renders the screens again.
    parseMissingKeyHandler: (key: string) => {
      if (!key.startsWith('server.')) return key;
      shownBeforeTheirTexts.add(instance);
      return instance.t('server.refused');
    },
  });
  // A text writes an amount as `{{max, money}}`: the amount arrives in AED as the server words
  // it, and the one money formatter gives it the language's label (never «درهم» or «AED» typed
  // beside a bare number).
  instance.services.formatter?.add('money', (value: unknown, lng: string | undefined) =>
    formatAedParam(value, lng === 'ar' ? 'ar' : 'en'),
  );
  return instance;
}
