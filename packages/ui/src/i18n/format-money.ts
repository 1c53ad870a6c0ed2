import { CURRENCY, filsToAed, type Fils, type Language } from '@lamaa/domain';
import { intlCache } from './intl-cache.js';
import { intlLocaleOf } from './language.js';

const moneyFormat = intlCache<Intl.NumberFormat>();

/**
 * Formats an amount in fils as AED for the language, through Intl.
 * @example formatMoney(123450, 'en') // 'AED 1,234.50'
 */
export function formatMoney(fils: Fils, language: Language): string {
  const format = moneyFormat(
    language,
    () =>
      new Intl.NumberFormat(intlLocaleOf(language), {
        style: 'currency',
        currency: CURRENCY,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return format.format(filsToAed(fils));
}
