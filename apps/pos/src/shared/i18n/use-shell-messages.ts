import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shellEn } from './shell-en.js';

/**
 * Adds the shell's English strings to the app's i18next instance once, before the shell
 * renders; they travel in the shell's chunk so the sign-in screen stays small. Their Arabic
 * comes with the POS's start-up Arabic (src/app/pos-arabic.ts), only when Arabic is wanted.
 */
export function useShellMessages(): void {
  const { i18n } = useTranslation();
  useState(() => i18n.addResourceBundle('en', 'translation', shellEn, true, false));
}
