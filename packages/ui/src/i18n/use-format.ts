import { useMemo } from 'react';
import type { Fils } from '@lamaa/domain';
import { formatClock } from './format-clock.js';
import { formatDate } from './format-date.js';
import { formatMoney } from './format-money.js';
import { formatNumber } from './format-number.js';
import { useLocale } from './use-locale.js';

/** Formatters bound to the language on screen. */
export interface Formatters {
  readonly money: (fils: Fils) => string;
  readonly number: (value: number) => string;
  readonly date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string;
  /** A branch wall-clock time ('14:30') in the locale's clock ('2:30 PM', '2:30 م'). */
  readonly clock: (time: string) => string;
}

/**
 * AED, numbers, dates and clock times formatted by Intl for the current language.
 * @example const format = useFormat(); format.money(1250) // 'AED 12.50'
 */
export function useFormat(): Formatters {
  const { language } = useLocale();
  return useMemo(
    () => ({
      money: (fils) => formatMoney(fils, language),
      number: (value) => formatNumber(value, language),
      date: (value, options) => formatDate(value, language, options),
      clock: (time) => formatClock(time, language),
    }),
    [language],
  );
}
