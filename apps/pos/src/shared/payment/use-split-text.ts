import type { MessageKey } from '@lamaa/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitAr } from './split-ar.js';
import { splitEn, type SplitKey } from './split-en.js';

/** Translates a split-payment key or one of the kit's shared keys (refusals) in the current language. */
export type SplitText = (
  key: SplitKey | MessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Adds the split-payment strings (both languages) to the app's i18next instance on first use
 * and returns a typed translator.
 * @example const t = useSplitText(); t('split.payment') // 'Split payment'
 */
export function useSplitText(): SplitText {
  const { t, i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', splitEn, true, false);
    i18n.addResourceBundle('ar', 'translation', splitAr, true, false);
    return true;
  });
  return useCallback<SplitText>((key, values) => t(key, values), [t]);
}
