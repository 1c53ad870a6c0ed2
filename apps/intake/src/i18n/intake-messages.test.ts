import { glossaryBreaches, registerBreaches } from '@lamaa/ui/testing';
import { describe, expect, it } from 'vitest';
import { intakeAr } from './intake-ar.js';
import { intakeEn } from './intake-en.js';
import { intakePluralEntries } from './intake-plurals-ar.js';

describe('intake strings', () => {
  it('has a non-empty Arabic text, with the same placeholders, for every English key', () => {
    expect(Object.keys(intakeAr).sort()).toEqual(Object.keys(intakeEn).sort());
    for (const [key, english] of Object.entries(intakeEn)) {
      const arabic = intakeAr[key as keyof typeof intakeEn];
      expect(arabic.trim(), key).not.toBe('');
      expect(arabic.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(english.match(/\{\{\w+\}\}/g) ?? []);
    }
  });

  // «مسح» reads as both "scan" and "clear" (docs/glossary.md): scanning keeps it, with «ضوئيًا»
  // where it could mean erased; clearing says «حذف».
  it('uses none of the words docs/glossary.md replaces', () => {
    expect(glossaryBreaches(intakeAr)).toEqual([]);
  });

  it('is Modern Standard Arabic, without the dialect forms docs/glossary.md lists', () => {
    expect(registerBreaches({ ...intakeAr, ...intakePluralEntries })).toEqual([]);
  });

  it('keeps «مسح» for scanning and «حذف» for clearing in Arabic', () => {
    for (const key of ['intake.clear-all-items', 'intake.clear'] as const) {
      expect(intakeAr[key], key).toContain('حذف');
      expect(intakeAr[key], key).not.toContain('مسح');
    }
    expect(intakeAr['intake.clear-all-items']).toBe('حذف الكل');
    expect(intakeAr['intake.scanned-materials']).toBe('المواد الممسوحة ضوئيًا');
    expect(intakeAr['intake.start-scanning']).toContain('المسح');
  });

  it('says «غير محدد», not «غير متوفر» (out of stock), for a value that is missing', () => {
    expect(intakeAr['intake.not-available']).toBe('غير محدد');
  });
});
