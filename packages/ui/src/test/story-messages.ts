import type { Globals } from 'storybook/internal/types';
import { ar } from '../i18n/resources/ar.js';
import { en, type Messages } from '../i18n/resources/en.js';
import { refusalAr } from '../i18n/resources/refusal-ar.js';
import { refusalEn } from '../i18n/resources/refusal-en.js';

/**
 * The kit's strings in the language a story renders in, for play functions that check
 * visible text in both English and Arabic.
 */
export function storyMessages(globals: Globals): Messages {
  return globals['locale'] === 'ar' ? { ...ar, ...refusalAr } : { ...en, ...refusalEn };
}
