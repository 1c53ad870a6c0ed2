// The intake's Arabic texts where a number meets a noun, in all six forms: the supplier
// limits. They travel with the Add New Supplier dialog, so /scan's first load does not carry
// them (the kit's count of attached files travels with its drop zone).
import type { i18n as I18n } from 'i18next';
import { type ArabicPlural, arabicPluralEntries } from '@lamaa/ui';
import type { IntakeKey } from './intake-en.js';

/** Six forms of «must be at most N characters» after `subject`. */
function atMostCharacters(subject: string): ArabicPlural {
  const most = `يجب ألا يزيد ${subject} على`;
  return {
    zero: `${most} {{max}} حرف`,
    one: `${most} حرف واحد`,
    two: `${most} حرفين`,
    few: `${most} {{max}} أحرف`,
    many: `${most} {{max}} حرفًا`,
    other: `${most} {{max}} حرف`,
  };
}

/** The intake's own counted texts; `t` must be given `count` for them. */
export const intakePluralsAr = {
  'intake.supplier-name-too-long': atMostCharacters('اسم المورّد'),
  'intake.supplier-description-too-long': atMostCharacters('الوصف'),
} as const satisfies Partial<Record<IntakeKey, ArabicPlural>>;

/** Every plural entry the intake adds to its Arabic strings. */
export const intakePluralEntries = arabicPluralEntries(intakePluralsAr);

/** Adds the plural entries to the Arabic strings (again is harmless). */
export function addIntakePlurals(i18n: I18n): void {
  i18n.addResourceBundle('ar', 'translation', intakePluralEntries, true, false);
}
