import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { flagOf, phoneCountries } from './phone-countries.js';

const NAMES: Readonly<Record<string, string>> = {
  AE: 'United Arab Emirates',
  SA: 'Saudi Arabia',
  EG: 'Egypt',
  IN: 'India',
  GB: 'United Kingdom',
  AF: 'Afghanistan',
};
const nameOf = (code: string): string | undefined => NAMES[code];

describe('phoneCountries', () => {
  it('pins AE, SA, QA, KW, BH, OM first in that order', () => {
    expect(
      phoneCountries(nameOf)
        .slice(0, 6)
        .map((country) => country.code),
    ).toEqual(['AE', 'SA', 'QA', 'KW', 'BH', 'OM']);
  });

  it('lists each country with flag, English name, code and dial code', () => {
    expect(phoneCountries(nameOf)[0]).toEqual({
      code: 'AE',
      name: 'United Arab Emirates',
      flag: '🇦🇪',
      dialCode: '+971',
    });
    expect(phoneCountries(nameOf).find((country) => country.code === 'SA')?.dialCode).toBe('+966');
  });

  it('falls back to the code when no English name is known', () => {
    expect(phoneCountries().find((country) => country.code === 'QA')?.name).toBe('QA');
    expect(phoneCountries(() => '  ').find((country) => country.code === 'KW')?.name).toBe('KW');
  });

  it('sorts all other countries by name after the pinned six', () => {
    const named = phoneCountries(nameOf).filter((country) =>
      ['AF', 'EG', 'IN', 'GB'].includes(country.code),
    );
    expect(named.map((country) => country.name)).toEqual([
      'Afghanistan',
      'Egypt',
      'India',
      'United Kingdom',
    ]);
    const rest = phoneCountries()
      .slice(6)
      .map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('orders countries of the same name by code', () => {
    const codes = phoneCountries(() => 'Same')
      .slice(6)
      .map((country) => country.code);
    expect(codes).toEqual([...codes].sort());
  });

  test.prop([
    fc.dictionary(fc.constantFrom('AE', 'SA', 'US', 'FR', 'EG', 'OM', 'ZW'), fc.string()),
  ])('always starts with the six pinned codes and has no duplicates', (names) => {
    const list = phoneCountries((code) => names[code]);
    expect(list.slice(0, 6).map((country) => country.code)).toEqual([
      'AE',
      'SA',
      'QA',
      'KW',
      'BH',
      'OM',
    ]);
    expect(new Set(list.map((country) => country.code)).size).toBe(list.length);
    expect(list.every((country) => /^\+\d+$/.test(country.dialCode) && country.name !== '')).toBe(
      true,
    );
  });
});

describe('flagOf', () => {
  it('builds the flag from regional-indicator letters', () => {
    expect(flagOf('sa')).toBe('🇸🇦');
    expect(flagOf('OM')).toBe('🇴🇲');
  });

  it('is empty for anything but two letters', () => {
    expect(flagOf('UAE')).toBe('');
    expect(flagOf('9A')).toBe('');
  });
});
