import { glossaryBreaches, registerBreaches } from '@lamaa/ui/testing';
import { describe, expect, it } from 'vitest';
import { officeAr } from './office-ar.js';
import { officeEn } from './office-en.js';

describe('office strings', () => {
  it('has a non-empty Arabic text, with the same placeholders, for every English key', () => {
    expect(Object.keys(officeAr).sort()).toEqual(Object.keys(officeEn).sort());
    for (const [key, english] of Object.entries(officeEn)) {
      const arabic = officeAr[key as keyof typeof officeEn];
      expect(arabic.trim(), key).not.toBe('');
      expect(arabic.match(/\{\{\w+\}\}/g)?.sort() ?? [], key).toEqual(
        english.match(/\{\{\w+\}\}/g)?.sort() ?? [],
      );
    }
  });

  it('uses none of the words docs/glossary.md replaces', () => {
    expect(glossaryBreaches(officeAr)).toEqual([]);
  });

  it('is Modern Standard Arabic, without the dialect forms docs/glossary.md lists', () => {
    expect(registerBreaches(officeAr)).toEqual([]);
  });

  it('names no currency: amounts and amount fields take it from the one money formatter', () => {
    // An AmountField adds «(د.إ.)» or "(AED)" to its label; a text typing it too read twice.
    for (const [key, text] of [...Object.entries(officeEn), ...Object.entries(officeAr)])
      expect(text, key).not.toMatch(/\bAED\b|درهم/);
  });
});
