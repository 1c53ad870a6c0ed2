import type { ExtraMessages } from '@lamaa/ui';
import { intakeAr } from './intake-ar.js';
import { intakeEn } from './intake-en.js';

/** The intake screen's strings, for LocaleProvider's `messages`. */
export const intakeMessages: ExtraMessages = { en: intakeEn, ar: intakeAr };
