import type { MessageKey } from '@lamaa/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openShiftAr } from './open-shift-ar.js';
import { openShiftEn, type OpenShiftKey } from './open-shift-en.js';

/** Translates an open-shift key or one of the kit's shared keys (refusals) in the current language. */
export type OpenShiftText = (
  key: OpenShiftKey | MessageKey,
  values?: Readonly<Record<string, string | number>>,
) => string;

/**
 * Adds the open-shift form's strings (both languages) to the app's i18next instance on first
 * use, so a screen that offers to open a shift carries them, and returns a typed translator.
 * @example const t = useOpenShiftText(); t('shifts.open') // 'Open shift'
 */
export function useOpenShiftText(): OpenShiftText {
  const { t, i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', openShiftEn, true, false);
    i18n.addResourceBundle('ar', 'translation', openShiftAr, true, false);
    return true;
  });
  return useCallback<OpenShiftText>((key, values) => t(key, values), [t]);
}
