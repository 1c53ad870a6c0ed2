import type { ArabicLoader, ExtraMessages } from '@lamaa/ui';
import { intakeEn } from './intake-en.js';

/** The intake screen's English strings, for LocaleProvider's `messages`. */
export const intakeMessages: ExtraMessages = { en: intakeEn };

/**
 * Its Arabic strings, for LocaleProvider's `loadArabic`: from a chunk of their own, with the
 * kit's, so an English screen never downloads them (issue 16: /scan's budget).
 */
export const loadIntakeArabic: ArabicLoader = async () => (await import('./intake-ar.js')).intakeAr;
