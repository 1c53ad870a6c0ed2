import { describe, expect, it } from 'vitest';
import { arabicPluralEntries, type ArabicPlural } from './arabic-plurals.js';
import { createI18n } from './create-i18n.js';
import { en } from './resources/en.js';
import { kitPluralsAr } from './resources/plurals-ar.js';

const COUNTS = [0, 1, 2, 3, 11, 100] as const;
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('arabicPluralEntries', () => {
  it('gives i18next one key per form, so Intl picks zero, one, two, few, many or other', () => {
    const forms: ArabicPlural = {
      zero: 'z',
      one: 'o',
      two: 't',
      few: 'f {{count}}',
      many: 'm {{count}}',
      other: 'x {{count}}',
    };
    const i18n = createI18n('ar', {
      ar: { 'demo.count': 'base', ...arabicPluralEntries({ 'demo.count': forms }) },
    });
    expect(COUNTS.map((count) => i18n.t('demo.count', { count }))).toEqual([
      'z',
      'o',
      't',
      'f 3',
      'm 11',
      'x 100',
    ]);
  });
});

describe("the kit's counted texts in Arabic", () => {
  const i18n = createI18n('ar', { ar: arabicPluralEntries(kitPluralsAr) });
  const show = (count: number) =>
    i18n.t('pagination.showing', { from: 1, to: Math.min(count, 15), total: count, count });
  const attached = (count: number) => i18n.t('toasts.files-attached', { n: count, count });

  it('count results with 0, 1, 2, 3, 11 and 100', () => {
    expect(COUNTS.map(show)).toEqual([
      'عرض 1 إلى 0 من أصل 0 نتيجة',
      'عرض 1 إلى 1 من أصل نتيجة واحدة',
      'عرض 1 إلى 2 من أصل نتيجتين',
      'عرض 1 إلى 3 من أصل 3 نتائج',
      'عرض 1 إلى 11 من أصل 11 نتيجةً',
      'عرض 1 إلى 15 من أصل 100 نتيجة',
    ]);
  });

  it('count attached files with 0, 1, 2, 3, 11 and 100', () => {
    expect(COUNTS.map(attached)).toEqual([
      'تم إرفاق 0 ملف بنجاح',
      'تم إرفاق ملف واحد بنجاح',
      'تم إرفاق ملفين بنجاح',
      'تم إرفاق 3 ملفات بنجاح',
      'تم إرفاق 11 ملفًا بنجاح',
      'تم إرفاق 100 ملف بنجاح',
    ]);
  });

  it('use only placeholders the English text has, and show the number where it is not spelt out', () => {
    for (const [key, forms] of Object.entries(kitPluralsAr)) {
      const english = placeholdersOf(en[key as keyof typeof kitPluralsAr]);
      for (const [form, text] of Object.entries(forms)) {
        for (const name of placeholdersOf(text)) expect(english, `${key}_${form}`).toContain(name);
      }
      for (const form of ['few', 'many', 'other'] as const) {
        expect(placeholdersOf(forms[form]).sort(), `${key}_${form}`).toEqual([...english].sort());
      }
    }
  });

  it('leave English as it was: the key without a suffix', () => {
    const english = createI18n('en', { ar: arabicPluralEntries(kitPluralsAr) });
    expect(english.t('pagination.showing', { from: 1, to: 1, total: 1, count: 1 })).toBe(
      'Showing 1 to 1 of 1 results',
    );
  });
});
