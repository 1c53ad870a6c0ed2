import type { Language } from '@lamaa/domain';
import { intlCache } from './intl-cache.js';
import { intlLocaleOf } from './language.js';

const numberFormat = intlCache<Intl.NumberFormat>();

/** Formats a count or plain number with the language's digits and grouping. */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, () => new Intl.NumberFormat(intlLocaleOf(language))).format(value);
}
