import { createI18n } from '@lamaa/ui';
import { describe, expect, it } from 'vitest';
import { intakeAr } from './intake-ar.js';
import { intakePluralEntries } from './intake-plurals-ar.js';

const COUNTS = [0, 1, 2, 3, 11, 100] as const;

describe("the intake's counted texts in Arabic", () => {
  const i18n = createI18n('ar', { ar: { ...intakeAr, ...intakePluralEntries } });

  it('count the characters a supplier name may have with 0, 1, 2, 3, 11 and 100', () => {
    expect(
      COUNTS.map((max) => i18n.t('intake.supplier-name-too-long', { max, count: max })),
    ).toEqual([
      'يجب ألا يزيد اسم المورّد على 0 حرف',
      'يجب ألا يزيد اسم المورّد على حرف واحد',
      'يجب ألا يزيد اسم المورّد على حرفين',
      'يجب ألا يزيد اسم المورّد على 3 أحرف',
      'يجب ألا يزيد اسم المورّد على 11 حرفًا',
      'يجب ألا يزيد اسم المورّد على 100 حرف',
    ]);
    expect(i18n.t('intake.supplier-description-too-long', { max: 200, count: 200 })).toBe(
      'يجب ألا يزيد الوصف على 200 حرف',
    );
  });
});
