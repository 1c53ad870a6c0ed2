import { useMemo } from 'react';
import type { Fils } from '@lamaa/domain';
import { formatDate } from './format-date.js';
import { formatMoney, type MoneyFormatOptions, moneyUnit } from './format-money.js';
import { formatNumber } from './format-number.js';
import { useLocale } from './use-locale.js';

/** Formatters bound to the language on screen. */
export interface Formatters {
  readonly money: (fils: Fils, options?: MoneyFormatOptions) => string;
  /** The currency as this language's amounts write it ('AED', 'د.إ.'), for a field's label. */
  readonly moneyUnit: string;
  readonly number: (value: number) => string;
  readonly date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string;
  /** An instant as a day and a time on the wall clock of `timeZone` (a branch's). */
  readonly dateTime: (value: Date | string, timeZone: string) => string;
}

/**
 * AED, numbers and dates formatted by Intl for the current language.
 * @example const format = useFormat(); format.money(1250) // 'AED 12.50'
 */
export function useFormat(): Formatters {
  const { language } = useLocale();
  return useMemo(
    () => ({
      money: (fils, options) => formatMoney(fils, language, options),
      moneyUnit: moneyUnit(language),
      number: (value) => formatNumber(value, language),
      date: (value, options) => formatDate(value, language, options),
      dateTime: (value, timeZone) =>
        formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    }),
    [language],
  );
}
