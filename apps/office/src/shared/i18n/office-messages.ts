import { ar, type ExtraMessages } from '@lamaa/ui';
import { officeAr } from './office-ar.js';
import { officeEn } from './office-en.js';

/** The back office's strings (Arabic with the kit's), for LocaleProvider's `messages`. */
export const officeMessages: ExtraMessages = { en: officeEn, ar: { ...ar, ...officeAr } };
