import { CURRENCY, filsToAed, type Fils, type Language } from '@lamaa/domain';
import { intlLocaleOf } from './language.js';

const formats = new Map<Language, Intl.NumberFormat>();

/**
 * Formats an amount in fils as AED for the language, through Intl.
 * @example formatMoney(123450, 'en') // 'AED 1,234.50'
 */
export function formatMoney(fils: Fils, language: Language): string {
  let format = formats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocaleOf(language), {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format.format(filsToAed(fils));
}
