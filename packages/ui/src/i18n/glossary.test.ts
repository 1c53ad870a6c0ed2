import { describe, expect, it } from 'vitest';
import { glossaryBreaches } from '../testing/glossary-breaches.js';
import { registerBreaches } from '../testing/register-breaches.js';
import { arabicPluralEntries } from './arabic-plurals.js';
import { ar } from './resources/ar.js';
import { kitPluralsAr } from './resources/plurals-ar.js';
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
    expect(glossaryBreaches({ a: 'هل تريد حذف هذا العنصر؟' })).toEqual(['a: «العنصر» → «الصنف»']);
  });

  it('is Modern Standard Arabic, without the dialect forms of its Register section', () => {
    expect(registerBreaches({ ...ar, ...refusalAr, ...arabicPluralEntries(kitPluralsAr) })).toEqual(
      [],
    );
  });

  it('finds a dialect form, whole, beside Arabic punctuation too', () => {
    expect(
      registerBreaches({
        a: 'الرقمان السريان مو متطابقين',
        b: 'فاضي؛ بدون حد',
        c: 'موافقة انعطت (الرقم السري صحيح)',
        d: 'موظف موقوف',
        e: 'لا يُحذف شيء.',
      }),
    ).toEqual(['a: «مو» → «غير»', 'b: «فاضي» → «فارغ»', 'c: «انعطت» → «مُنحت»']);
  });
});
