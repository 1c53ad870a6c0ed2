import { ar, type ExtraMessages } from '@lamaa/ui';
import { posEn } from '../shared/i18n/pos-en.js';
import { posArabicTexts } from './pos-arabic-texts.js';

/**
 * The POS's start-up strings in both languages at hand, for the first paint pre-rendered at
 * build time and for tests. The running app loads its Arabic on demand (pos-arabic.ts).
 */
export const posMessages: ExtraMessages = { en: posEn, ar: { ...ar, ...posArabicTexts } };
