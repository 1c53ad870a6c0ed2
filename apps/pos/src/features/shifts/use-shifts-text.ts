import type { MessageKey } from '@lamaa/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shiftsAr } from './shifts-ar.js';
import { shiftsEn, type ShiftsKey } from './shifts-en.js';

/** Translates a shifts key or one of the kit's shared keys in the current language. */
export type ShiftsText = (
  key: ShiftsKey | MessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Adds the shifts strings (both languages) to the app's i18next instance on first use, so the
 * lazily loaded screen carries its own texts, and returns a typed translator.
 * @example const t = useShiftsText(); t('shifts.title') // 'Cash shifts'
 */
export function useShiftsText(): ShiftsText {
  const { t, i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', shiftsEn, true, false);
    i18n.addResourceBundle('ar', 'translation', shiftsAr, true, false);
    return true;
  });
  return useCallback<ShiftsText>((key, values) => t(key, values), [t]);
}
