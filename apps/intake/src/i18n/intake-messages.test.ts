import { describe, expect, it } from 'vitest';
import { intakeAr } from './intake-ar.js';
import { intakeEn } from './intake-en.js';

describe('intake strings', () => {
  it('has a non-empty Arabic text, with the same placeholders, for every English key', () => {
    expect(Object.keys(intakeAr).sort()).toEqual(Object.keys(intakeEn).sort());
    for (const [key, english] of Object.entries(intakeEn)) {
      const arabic = intakeAr[key as keyof typeof intakeEn];
      expect(arabic.trim(), key).not.toBe('');
      expect(arabic.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(english.match(/\{\{\w+\}\}/g) ?? []);
    }
  });
});
