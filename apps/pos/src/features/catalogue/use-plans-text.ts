import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plansAr } from './plans-ar.js';
import { plansEn, type PlansKey } from './plans-en.js';

/** Translates a Plans page key in the current language. */
export type PlansText = (
  key: PlansKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Adds the Plans page's strings (both languages) to the app's i18next instance on first use,
 * so the lazily loaded page carries its own texts, and returns a typed translator.
 * @example const t = usePlansText(); t('plans.search') // 'Search plans'
 */
export function usePlansText(): PlansText {
  const { t, i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', plansEn, true, false);
    i18n.addResourceBundle('ar', 'translation', plansAr, true, false);
    return true;
  });
  return useCallback<PlansText>((key, values) => t(key, values ?? {}), [t]);
}
