import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shellAr } from './shell-ar.js';
import { shellEn } from './shell-en.js';

/**
 * Adds the shell's strings (both languages) to the app's i18next instance once, before the
 * shell renders; they travel in the shell's chunk so the sign-in screen stays small.
 */
export function useShellMessages(): void {
  const { i18n } = useTranslation();
  useState(() => {
    i18n.addResourceBundle('en', 'translation', shellEn, true, false);
    i18n.addResourceBundle('ar', 'translation', shellAr, true, false);
    return true;
  });
}
