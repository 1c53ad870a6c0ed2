import { ar, type ExtraMessages } from '@lamaa/ui';
import { posAr } from './pos-ar.js';
import { posEn } from './pos-en.js';

/** The POS's screen strings in both languages (Arabic with the kit's, at hand for the first paint), for the ui kit's LocaleProvider. */
export const posMessages: ExtraMessages = { en: posEn, ar: { ...ar, ...posAr } };
