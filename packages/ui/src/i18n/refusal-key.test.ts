import { MAX_UNIT_PRICE_FILS } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { ar as baseAr } from './resources/ar.js';
import { en as baseEn } from './resources/en.js';
import { refusalAr } from './resources/refusal-ar.js';
import { refusalEn } from './resources/refusal-en.js';
import { createI18n } from './create-i18n.js';
import { fieldRefusalText } from './field-refusal-text.js';
import { formatMoney } from './format-money.js';
import { loadRefusalTexts } from './load-refusal-texts.js';
import { refusalKey, refusalText } from './refusal-key.js';

// Every string of the kit: the first ones and the refusal texts loaded after them.
const en = { ...baseEn, ...refusalEn };
const ar = { ...baseAr, ...refusalAr };

describe('refusalKey', () => {
  it('names the kit text of a known code, in both languages', () => {
    expect(refusalKey('slot.full')).toBe('server.slot-full');
    expect(en['server.slot-full']).toBe(
      'This time slot is fully booked. Please select another time slot.',
    );
    expect(ar['server.slot-full']).toBe('هذا الموعد محجوز بالكامل. اختر موعدًا آخر.');
  });

  it('reads a code it does not know as the generic refusal, in both languages', async () => {
    const i18n = createI18n('ar', { ar: baseAr });
    await loadRefusalTexts(i18n);
    expect(i18n.t(refusalKey('slot.on-fire'))).toBe(ar['server.refused']);
    expect(i18n.t(refusalKey('toString'))).toBe(ar['server.refused']);
    expect(i18n.t(refusalKey('slot.full'))).toBe(ar['server.slot-full']);
    await i18n.changeLanguage('en');
    expect(i18n.t(refusalKey('slot.on-fire'))).toBe(en['server.refused']);
  });

  it('reads a known code as the generic refusal until the texts have loaded', () => {
    expect(createI18n('en').t(refusalKey('slot.full'))).toBe(en['server.refused']);
  });

  it('hands the params on as interpolation values', () => {
    expect(
      refusalText({ code: 'coupon.minimum-total-not-met', params: { minimum: '300.00' } }),
    ).toEqual({ key: 'server.coupon-minimum-total-not-met', values: { minimum: '300.00' } });
  });
});

describe('an amount in a refusal', () => {
  it('is written by the one money formatter, with the language’s label', async () => {
    const i18n = createI18n('ar', { ar: baseAr });
    await loadRefusalTexts(i18n);
    const key = refusalKey('refund.exceeds-refundable');
    expect(i18n.t(key, { max: '1050.00' })).toBe(
      `لا يمكن أن يزيد الاسترداد على المتبقي من الدفعات: بحد أقصى ${formatMoney(105000, 'ar')}.`,
    );
    expect(i18n.t(refusalKey('plan.value-too-low'), { left: '5.00', price: 12.5 })).toBe(
      `المتبقي في هذه الخطة ${formatMoney(500, 'ar')}، وهو أقل من سعر هذا الصنف (${formatMoney(1250, 'ar')}).`,
    );
    await i18n.changeLanguage('en');
    expect(i18n.t(key, { max: '1050.00' })).toBe(
      'A refund cannot be more than what is left of the payments: at most AED\u00a01,050.00.',
    );
  });

  it('never writes «درهم» or «AED» beside an amount parameter', () => {
    const typed = /(\{\{[^}]+\}\}\s*(درهم|AED))|((درهم|AED)\s*\{\{)/;
    for (const text of [...Object.values(refusalEn), ...Object.values(refusalAr)])
      expect(text).not.toMatch(typed);
  });

  it('states the largest price from the domain, with no parameter from the code', async () => {
    const i18n = createI18n('ar');
    await loadRefusalTexts(i18n);
    const max = formatMoney(MAX_UNIT_PRICE_FILS, 'ar');
    expect(i18n.t(refusalKey('catalogue.price-too-large'))).toBe(
      `لا يجوز أن يزيد السعر على ${max}.`,
    );
    expect(i18n.t(refusalKey('plan.value-invalid'))).toContain(max);
    await i18n.changeLanguage('en');
    expect(i18n.t(refusalKey('catalogue.price-too-large'))).toBe(
      'A price may not be greater than AED\u00a01,000,000.00.',
    );
  });

  it('types no amount with its currency: a fixed amount comes from the domain', () => {
    const fixed = /\d[\d,.]*\s*(درهم|AED)|(درهم|AED)\s*\d/;
    for (const text of [...Object.values(refusalEn), ...Object.values(refusalAr)])
      expect(text).not.toMatch(fixed);
  });
});

describe('fieldRefusalText', () => {
  it('says each refused field as "label: text" in the interface language', async () => {
    const i18n = createI18n('ar', { ar: baseAr });
    await loadRefusalTexts(i18n);
    const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
      i18n.t(key, values ?? {});
    const field_codes = {
      address: { code: 'field.too-long', params: { max: 500 } },
      'payments.0.amount': { code: 'field.required' },
    };
    const labels: Record<string, string> = { address: 'العنوان' };
    expect(
      fieldRefusalText(t, { code: 'validation.failed', field_codes }, (path) => labels[path]),
    ).toBe('العنوان: النص طويل: الحد الأقصى لعدد الأحرف 500. هذا الحقل مطلوب.');
    expect(fieldRefusalText(t, { code: 'validation.failed' }, () => 'x')).toBeNull();
    // Another refusal's own text says more than its fields.
    expect(fieldRefusalText(t, { code: 'slot.full', field_codes }, () => 'x')).toBeNull();
  });
});
