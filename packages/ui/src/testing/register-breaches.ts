// The Gulf dialect forms docs/glossary.md ("Register") keeps out of the Arabic screens, each
// with the Modern Standard Arabic to write, and a check any app's message tests run.
import { type ReplacedWord, wordBreaches } from './glossary-breaches.js';

/** Dialect forms (as whole words) and their standard wording. */
export const DIALECT_ARABIC_WORDS: readonly ReplacedWord[] = [
  { word: 'مو', use: 'غير' },
  { word: 'ما يصير', use: 'لا يمكن' },
  { word: 'يقدر', use: 'يستطيع' },
  { word: 'تقدر', use: 'تستطيع' },
  { word: 'ما في', use: 'لا يوجد' },
  { word: 'ما فيه', use: 'لا يوجد' },
  { word: 'فاضي', use: 'فارغ' },
  { word: 'خلّه', use: 'اتركه' },
  { word: 'خله', use: 'اتركه' },
  { word: 'اللي', use: 'الذي' },
  { word: 'واللي', use: 'والذي' },
  { word: 'يبي', use: 'يريد' },
  { word: 'تبي', use: 'تريد' },
  { word: 'عشان', use: 'لأن' },
  { word: 'هذي', use: 'هذه' },
  { word: 'شي', use: 'شيء' },
  { word: 'شو', use: 'ما' },
  { word: 'وين', use: 'أين' },
  { word: 'مين', use: 'من' },
  { word: 'ليش', use: 'لماذا' },
  { word: 'الحين', use: 'الآن' },
  { word: 'للحين', use: 'بعد' },
  { word: 'لين', use: 'حتى' },
  { word: 'بعدين', use: 'لاحقًا' },
  { word: 'غلط', use: 'خاطئ' },
  { word: 'شيل', use: 'أزل' },
  { word: 'مسكّر', use: 'مغلق' },
  { word: 'يسكّر', use: 'يُغلق' },
  { word: 'دقايق', use: 'دقائق' },
  { word: 'ياخذ', use: 'يأخذ' },
  // The «انـ» passives of the Gulf; standard Arabic says «تم …» or the passive voice.
  { word: 'انعطت', use: 'مُنحت' },
  { word: 'انستخدمت', use: 'استُخدمت' },
  { word: 'انستخدم', use: 'استُخدم' },
  { word: 'تنستخدم', use: 'تُستخدم' },
  { word: 'انحفظ', use: 'تم حفظ' },
  { word: 'انحفظت', use: 'تم حفظ' },
  { word: 'انحذف', use: 'حُذف' },
  { word: 'انحذفت', use: 'حُذفت' },
  { word: 'تنحذف', use: 'تُحذف' },
  { word: 'انلغى', use: 'أُلغي' },
  { word: 'انلغت', use: 'أُلغيت' },
  { word: 'انأرشفت', use: 'أُرشفت' },
  { word: 'تنأرشف', use: 'تُؤرشف' },
  { word: 'انشال', use: 'تمت إزالة' },
  { word: 'انفتحت', use: 'فُتحت' },
  { word: 'انغلقت', use: 'أُغلقت' },
  { word: 'تنفتح', use: 'تُفتح' },
  { word: 'تنغلق', use: 'تُغلق' },
  { word: 'تنباع', use: 'تُباع' },
  { word: 'ينرسل', use: 'يُرسل' },
  { word: 'انخصم', use: 'خُصم' },
];

/**
 * The dialect forms in a set of Arabic texts, as `key: «word» → «use»` lines (none when
 * every text is standard Arabic).
 * @example registerBreaches({ 'pins-differ': 'الرقمان مو متطابقين' }) // ['pins-differ: «مو» → «غير»']
 */
export function registerBreaches(texts: Readonly<Record<string, string>>): string[] {
  return wordBreaches(DIALECT_ARABIC_WORDS, texts);
}
