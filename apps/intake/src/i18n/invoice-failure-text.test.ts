import type { ApiError } from '@lamaa/api-client';
import { ar, createI18n } from '@lamaa/ui';
import { loadRefusalTexts } from '@lamaa/ui/testing';
import { describe, expect, it } from 'vitest';
import { intakeAr } from './intake-ar.js';
import { intakeMessages } from './intake-messages.js';
import { invoiceFailureText } from './invoice-failure-text.js';
import type { IntakeTranslate } from './use-intake-text.js';

const refused: ApiError = {
  kind: 'http',
  status: 422,
  body: {
    code: 'validation.failed',
    message: 'Too small: expected number to be >0',
    errors: { 'material_items.0.price': ['Too small: expected number to be >0'] },
    field_codes: { 'material_items.0.price': { code: 'field.not-above', params: { min: 0 } } },
  },
};

describe('invoiceFailureText', () => {
  it('names a refused field and says why in Arabic, never zod’s English', async () => {
    const i18n = createI18n('ar', { ...intakeMessages, ar: { ...ar, ...intakeAr } });
    await loadRefusalTexts(i18n);
    const t: IntakeTranslate = (key, values) => i18n.t(key, values ?? {});
    expect(invoiceFailureText(refused, t)).toBe('السعر: اكتب قيمة أكبر من 0.');
    await i18n.changeLanguage('en');
    expect(invoiceFailureText(refused, t)).toBe('Price: Enter a value above 0.');
  });
});
