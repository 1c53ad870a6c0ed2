import { type ArabicLoader, type ExtraMessages, loadArabicTexts } from '@lamaa/ui';
import { intakeEn } from './intake-en.js';

/** The intake screen's English strings, for LocaleProvider's `messages`. */
export const intakeMessages: ExtraMessages = { en: intakeEn };

/**
 * Its Arabic strings with the kit's, for LocaleProvider's `loadArabic`: from chunks of their
 * own, so an English screen never downloads them (issue 16: /scan's budget).
 */
export const loadIntakeArabic: ArabicLoader = () =>
  loadArabicTexts(async () => (await import('./intake-ar.js')).intakeAr);
