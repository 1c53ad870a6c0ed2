import { describe, expect, it } from 'vitest';
import { materialProblems, supplierProblems, UNIT_MAX_LENGTH } from './intake-entry.js';

describe('supplierProblems and materialProblems', () => {
  it('need names in both languages and keep texts within their lengths', () => {
    expect(supplierProblems({ name: { en: 'Acme', ar: 'أكمي' }, description: '' })).toEqual({});
    expect(
      supplierProblems({ name: { en: ' ', ar: 'أكمي' }, description: 'x'.repeat(501) }),
    ).toEqual({
      'name.en': 'catalogue.text-required',
      description: 'catalogue.text-too-long',
    });
    const wax = { name: { en: 'Wax', ar: 'شمع' }, description: { en: '', ar: '' }, unit: 'ml' };
    expect(materialProblems(wax)).toEqual({});
    expect(materialProblems({ ...wax, unit: 'u'.repeat(UNIT_MAX_LENGTH + 1) })).toEqual({
      unit: 'catalogue.text-too-long',
    });
  });
});
