import { aedToFils, CURRENCY, filsToAed, type Fils, type Language } from '@lamaa/domain';
import { intlCache } from './intl-cache.js';
import { intlLocaleOf } from './language.js';

const moneyFormat = intlCache<Intl.NumberFormat>();

/** How an amount is written: `whole` drops «.00» from a whole number of dirhams (a note's face). */
export interface MoneyFormatOptions {
  readonly isWhole?: boolean;
}

/** The one AED formatter of a language (every amount and every money label comes from it). */
function moneyFormatOf(language: Language, isWhole: boolean): Intl.NumberFormat {
  return moneyFormat(
    `${language}:${isWhole ? 'whole' : 'fils'}`,
    () =>
      new Intl.NumberFormat(intlLocaleOf(language), {
        style: 'currency',
        currency: CURRENCY,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        ...(isWhole ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
      }),
  );
}

/**
 * Formats an amount in fils as AED for the language, through Intl.
 * @example formatMoney(123450, 'en') // 'AED 1,234.50'
 * @example formatMoney(10000, 'en', { isWhole: true }) // 'AED 100'
 */
export function formatMoney(
  fils: Fils,
  language: Language,
  options: MoneyFormatOptions = {},
): string {
  return moneyFormatOf(language, options.isWhole === true).format(filsToAed(fils));
}

/**
 * Formats an amount as a refusal's parameters carry it (AED, a number or a decimal string, as
 * the API words money) through the one formatter; anything else reads as it came.
 * @example formatAedParam('300.00', 'en') // 'AED 300.00'
 */
export function formatAedParam(aed: unknown, language: Language): string {
  const fils = aedToFils(aed);
  return fils.ok ? formatMoney(fils.value, language) : String(aed);
}

/**
 * The currency as the language's amounts write it, for a field's label: one money label on a
 * screen, the same as its amounts (never «AED» or «درهم» beside «د.إ.»).
 * @example moneyUnit('en') // 'AED'
 * @example moneyUnit('ar') // 'د.إ.'
 */
export function moneyUnit(language: Language): string {
  const parts = moneyFormatOf(language, false).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? CURRENCY;
}
