/**
 * The six forms Arabic gives a counted noun, by CLDR's rules (Intl.PluralRules('ar')):
 * zero 0, one 1, two 2, few 3–10, many 11–99, other 100–102 and the like.
 */
export interface ArabicPlural {
  readonly zero: string;
  readonly one: string;
  readonly two: string;
  readonly few: string;
  readonly many: string;
  readonly other: string;
}

const FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * Flattens plural forms into i18next's `key_zero` … `key_other` entries; i18next picks one when
 * `t` is given a `count`, and the key without a suffix stays the English fallback.
 * @example arabicPluralEntries({ 'pos.more': forms })['pos.more_two'] // forms.two
 */
export function arabicPluralEntries(
  plurals: Readonly<Record<string, ArabicPlural>>,
): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, forms] of Object.entries(plurals)) {
    for (const form of FORMS) entries[`${key}_${form}`] = forms[form];
  }
  return entries;
}
