import type { MessageKey } from '@lamaa/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileAr } from './profile-ar.js';
import { profileEn, type ProfileKey } from './profile-en.js';

/** Translates a profile key or one of the kit's shared keys in the current language. */
export type ProfileText = (key: ProfileKey | MessageKey) => string;

/**
 * Adds the profile strings (both languages) to the app's i18next instance on first use, so the
 * lazily loaded page carries its own texts, and returns a typed translator.
 * @example const t = useProfileText(); t('profile.title') // 'Employee Profile'
 */
export function useProfileText(): ProfileText {
  const { t, i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', profileEn, true, false);
    i18n.addResourceBundle('ar', 'translation', profileAr, true, false);
    return true;
  });
  return useCallback<ProfileText>((key) => t(key), [t]);
}
