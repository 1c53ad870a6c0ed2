import { CURRENCY, filsToAed, type Fils, type Language } from '@lamaa/domain';
import { intlLocaleOf } from './language.js';

/**
 * Formats an amount in fils as AED for the language, through Intl.
 * @example formatMoney(123450, 'en') // 'AED 1,234.50'
 */
export function formatMoney(fils: Fils, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(filsToAed(fils));
}
