import type { Language } from '@lamaa/domain';
import { intlLocaleOf } from './language.js';

/** Formats a count or plain number with the language's digits and grouping. */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language)).format(value);
}
