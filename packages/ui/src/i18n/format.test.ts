import { describe, expect, it, vi } from 'vitest';
import { formatClock } from './format-clock.js';
import { formatDate } from './format-date.js';
import { formatMoney, moneyUnit } from './format-money.js';
import { formatNumber } from './format-number.js';
import { intlCache } from './intl-cache.js';
import { intlLocaleOf } from './language.js';

describe('formatMoney', () => {
  it('shows fils as AED with two decimals in English', () => {
    expect(formatMoney(123450, 'en')).toBe('AED\u00a01,234.50');
    expect(formatMoney(0, 'en')).toBe('AED\u00a00.00');
  });

  it('shows the Arabic dirham sign in Arabic, as Intl formats ar-AE', () => {
    const text = formatMoney(123450, 'ar');
    expect(text).toContain('د.إ');
    expect(text).toBe(
      new Intl.NumberFormat('ar-AE', {
        style: 'currency',
        currency: 'AED',
        minimumFractionDigits: 2,
      }).format(1234.5),
    );
  });

  it('writes a whole amount without its fils when asked (a note or coin by its face)', () => {
    expect(formatMoney(10000, 'en', { isWhole: true })).toBe('AED\u00a0100');
    expect(formatMoney(25, 'en', { isWhole: true })).toBe('AED\u00a00.25');
    expect(formatMoney(10000, 'ar', { isWhole: true })).toContain('100\u00a0د.إ.');
  });

  it('gives the money label its amounts use, in each language', () => {
    expect(moneyUnit('en')).toBe('AED');
    expect(moneyUnit('ar')).toBe('د.إ.');
    expect(formatMoney(500, 'ar')).toContain(moneyUnit('ar'));
  });

  it('keeps the minus of a negative (discount) amount', () => {
    expect(formatMoney(-500, 'en')).toBe('-AED\u00a05.00');
  });
});

describe('formatNumber and formatDate', () => {
  it('use the UAE locales of each language', () => {
    expect(intlLocaleOf('en')).toBe('en-AE');
    expect(intlLocaleOf('ar')).toBe('ar-AE');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'ar')).toBe(new Intl.NumberFormat('ar-AE').format(12345));
  });

  it('formats dates per language and keeps an unreadable date as sent', () => {
    expect(
      formatDate('2026-01-05T10:00:00Z', 'en', { dateStyle: 'medium', timeZone: 'Asia/Dubai' }),
    ).toBe('5 Jan 2026');
    expect(
      formatDate('2026-01-05T10:00:00Z', 'ar', { dateStyle: 'long', timeZone: 'Asia/Dubai' }),
    ).toContain('يناير');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('keeps the same options apart per language, and each in a format of its own', () => {
    const long = { dateStyle: 'long', timeZone: 'Asia/Dubai' } as const;
    const short = { dateStyle: 'short', timeZone: 'Asia/Dubai' } as const;
    expect(formatDate('2026-01-05T10:00:00Z', 'en', long)).toBe('5 January 2026');
    expect(formatDate('2026-01-05T10:00:00Z', 'en', short)).toBe('05/01/2026');
    expect(formatDate('2026-01-05T10:00:00Z', 'ar', long)).toContain('يناير');
    expect(formatDate('2026-01-05T10:00:00Z', 'en', long)).toBe('5 January 2026');
  });
});

describe('formatClock', () => {
  it('shows a branch time in the 12-hour clock each UAE locale expects', () => {
    expect(formatClock('14:30', 'en')).toBe('2:30 PM');
    expect(formatClock('09:00', 'en')).toBe('9:00 AM');
    expect(formatClock('00:15:00', 'en')).toBe('12:15 AM');
    expect(formatClock('14:30', 'ar')).toBe('2:30 م');
    expect(formatClock('09:00', 'ar')).toBe('9:00 ص');
  });

  it('keeps the wall time whatever the zone, and an unreadable time as sent', () => {
    expect(formatClock('23:59', 'en')).toBe('11:59 PM');
    expect(formatClock('24:00', 'en')).toBe('24:00');
    expect(formatClock('soon', 'ar')).toBe('soon');
  });
});

describe('intlCache', () => {
  it('builds a formatter once per key and hands the same one back', () => {
    const cache = intlCache<Intl.NumberFormat>();
    const build = vi.fn(() => new Intl.NumberFormat('en-AE'));
    const first = cache('en', build);
    expect(cache('en', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
    expect(cache('ar', () => new Intl.NumberFormat('ar-AE'))).not.toBe(first);
  });
});
