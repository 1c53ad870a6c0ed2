// The words docs/glossary.md replaces, each with the term Lamaa's Arabic uses instead, and a
// check any app's message tests run over their Arabic texts.

/** A word the glossary replaces, and the one to use. */
export interface ReplacedWord {
  readonly word: string;
  readonly use: string;
}

/** Every word the glossary replaces (as a whole word; its forms with «ال» are listed too). */
export const REPLACED_ARABIC_WORDS: readonly ReplacedWord[] = [
  { word: 'جلب', use: 'تحميل' },
  { word: 'سيارة', use: 'مركبة' },
  { word: 'السيارة', use: 'المركبة' },
  { word: 'للسيارة', use: 'للمركبة' },
  { word: 'حصري', use: 'منفرد' },
  { word: 'الحصري', use: 'المنفرد' },
  { word: 'فيزا', use: 'بطاقة' },
  { word: 'حساب بنكي', use: 'تحويل بنكي' },
  { word: 'رمز الدولة', use: 'مفتاح الدولة' },
  { word: 'غير متوفر', use: 'غير محدد' },
  { word: 'العناصر', use: 'الأصناف' },
  { word: 'عناصر', use: 'أصناف' },
  { word: 'العنصر', use: 'الصنف' },
  { word: 'عنصر', use: 'صنف' },
  { word: 'الشحن', use: 'التوصيل' },
  { word: 'خزينة', use: 'خزنة' },
  { word: 'الخزينة', use: 'الخزنة' },
  { word: 'النشاط', use: 'المنشأة' },
  { word: 'العلامة التجارية', use: 'الشركة المصنّعة' },
  { word: 'ميجابايت', use: 'ميغابايت' },
];

/**
 * The breaches of the glossary in a set of Arabic texts, as `key: «word» → «use»` lines (none
 * when every text follows it).
 * @example glossaryBreaches({ 'pay.visa': 'فيزا' }) // ['pay.visa: «فيزا» → «بطاقة»']
 */
export function glossaryBreaches(texts: Readonly<Record<string, string>>): string[] {
  return wordBreaches(REPLACED_ARABIC_WORDS, texts);
}

/**
 * Where any of `words` stands as a whole word (between spaces or punctuation, Arabic «؟ ؛»
 * included) in a set of texts, as `key: «word» → «use»` lines.
 */
export function wordBreaches(
  words: readonly ReplacedWord[],
  texts: Readonly<Record<string, string>>,
): string[] {
  const breaches: string[] = [];
  for (const { word, use } of words) {
    const pattern = new RegExp(`(^|[\\s.،؛؟!:(«])${word}($|[\\s.،؛؟!:)»])`, 'u');
    for (const [key, text] of Object.entries(texts)) {
      if (pattern.test(text)) breaches.push(`${key}: «${word}» → «${use}»`);
    }
  }
  return breaches;
}
