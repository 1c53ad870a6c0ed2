import type { ExtraMessages } from '@lamaa/ui';
import { posAr } from './pos-ar.js';
import { posEn } from './pos-en.js';

/** The POS's screen strings in both languages, for the ui kit's LocaleProvider. */
export const posMessages: ExtraMessages = { en: posEn, ar: posAr };
