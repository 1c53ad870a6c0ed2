import { arabicPluralEntries, createI18n } from '@lamaa/ui';
import { describe, expect, it } from 'vitest';
import { checkoutEn } from '../../features/checkout/checkout-en.js';
import { checkoutPluralsAr } from '../../features/checkout/checkout-plurals-ar.js';
import { checkoutRefusalText } from '../../features/checkout/checkout-refusal-text.js';
import { shellEn } from './shell-en.js';
import { shellPluralsAr } from './shell-plurals-ar.js';

const COUNTS = [0, 1, 2, 3, 11, 100] as const;
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

const i18n = createI18n('ar', {
  ar: arabicPluralEntries({ ...shellPluralsAr, ...checkoutPluralsAr }),
});

describe("the POS's counted texts in Arabic", () => {
  it('say how many more items the cart holds with 0, 1, 2, 3, 11 and 100', () => {
    expect(COUNTS.map((count) => i18n.t('pos.clear-cart-more', { count }))).toEqual([
      'و0 غيرها',
      'وصنف آخر',
      'وصنفان آخران',
      'و3 أصناف أخرى',
      'و11 صنفًا آخر',
      'و100 صنف آخر',
    ]);
  });

  it("give the address's limit in characters with 0, 1, 2, 3, 11 and 100, through the checkout's refusal text", () => {
    const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
      i18n.t(key, values ?? {});
    const refusal = (max: number) =>
      checkoutRefusalText({ ok: false, code: 'checkout.address-too-long', params: { max } }, t);
    expect(COUNTS.map(refusal)).toEqual([
      'لا يتجاوز العنوان 0 حرف',
      'لا يتجاوز العنوان حرفًا واحدًا',
      'لا يتجاوز العنوان حرفين',
      'لا يتجاوز العنوان 3 أحرف',
      'لا يتجاوز العنوان 11 حرفًا',
      'لا يتجاوز العنوان 100 حرف',
    ]);
  });

  it('use only the placeholders of the English text, and every one where the number is shown', () => {
    const english: Readonly<Record<string, string>> = { ...shellEn, ...checkoutEn };
    for (const [key, forms] of Object.entries({ ...shellPluralsAr, ...checkoutPluralsAr })) {
      const names = placeholdersOf(english[key] ?? '');
      for (const [form, text] of Object.entries(forms)) {
        for (const name of placeholdersOf(text)) expect(names, `${key}_${form}`).toContain(name);
      }
      for (const form of ['few', 'many', 'other'] as const) {
        expect(placeholdersOf(forms[form]).sort(), `${key}_${form}`).toEqual([...names].sort());
      }
    }
  });
});
