import { arabicPluralEntries, kitPluralsAr } from '@lamaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shellAr } from './shell-ar.js';
import { shellPluralsAr } from './shell-plurals-ar.js';
import { shellEn } from './shell-en.js';

/**
 * Adds the shell's strings (both languages, with the Arabic plural forms of the kit's and the
 * shell's counted texts) to the app's i18next instance once, before the
 * shell renders; they travel in the shell's chunk so the sign-in screen stays small.
 */
export function useShellMessages(): void {
  const { i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', shellEn, true, false);
    i18n.addResourceBundle('ar', 'translation', shellAr, true, false);
    const plurals = arabicPluralEntries({ ...kitPluralsAr, ...shellPluralsAr });
    i18n.addResourceBundle('ar', 'translation', plurals, true, false);
    return true;
  });
}
