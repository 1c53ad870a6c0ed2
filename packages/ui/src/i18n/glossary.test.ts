import { describe, expect, it } from 'vitest';
import { ar } from './resources/ar.js';
import { refusalAr } from './resources/refusal-ar.js';

// The words docs/glossary.md replaces, each with the term the kit's Arabic uses instead.
const REPLACED = [
  { word: 'جلب', use: 'تحميل' },
  { word: 'سيارة', use: 'مركبة' },
  { word: 'السيارة', use: 'المركبة' },
  { word: 'حصري', use: 'منفرد' },
  { word: 'فيزا', use: 'بطاقة' },
  { word: 'حساب بنكي', use: 'تحويل بنكي' },
  { word: 'رمز الدولة', use: 'مفتاح الدولة' },
  { word: 'غير متوفر', use: 'غير محدد' },
  { word: 'العناصر', use: 'الأصناف' },
] as const;

const TEXTS = Object.entries({ ...ar, ...refusalAr });

describe("the kit's Arabic follows the glossary", () => {
  for (const { word, use } of REPLACED) {
    it(`says «${use}», never «${word}»`, () => {
      const pattern = new RegExp(`(^|[\\s.،:(])${word}($|[\\s.،:)])`, 'u');
      expect(TEXTS.filter(([, text]) => pattern.test(text)).map(([key]) => key)).toEqual([]);
    });
  }
});
