import { describe, expect, it } from 'vitest';
import { glossaryBreaches } from '../testing/glossary-breaches.js';
import { ar } from './resources/ar.js';
import { refusalAr } from './resources/refusal-ar.js';

describe("the kit's Arabic follows docs/glossary.md", () => {
  it('uses none of the words the glossary replaces', () => {
    expect(glossaryBreaches({ ...ar, ...refusalAr })).toEqual([]);
  });

  it('finds a replaced word, whole, at either end or between punctuation', () => {
    expect(glossaryBreaches({ a: 'فيزا', b: 'ادفع (فيزا)', c: 'تعذّر جلب المواد.' })).toEqual([
      'c: «جلب» → «تحميل»',
      'a: «فيزا» → «بطاقة»',
      'b: «فيزا» → «بطاقة»',
    ]);
    expect(glossaryBreaches({ a: 'مركبات', b: 'الشحنة' })).toEqual([]);
  });
});
