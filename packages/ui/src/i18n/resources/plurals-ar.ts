// The kit's Arabic texts where a number meets a noun, in all six plural forms. An app adds
// them with arabicPluralEntries (the POS with its shell); they are not in the first strings so
// an app that shows none of them (the intake's first screen) does not carry them.
import type { ArabicPlural } from '../arabic-plurals.js';
import type { BaseMessageKey } from './en.js';

/** The kit's counted texts in Arabic; `t` must be given `count` for them. */
export const kitPluralsAr = {
  'pagination.showing': {
    zero: 'عرض {{from}} إلى {{to}} من أصل {{total}} نتيجة',
    one: 'عرض {{from}} إلى {{to}} من أصل نتيجة واحدة',
    two: 'عرض {{from}} إلى {{to}} من أصل نتيجتين',
    few: 'عرض {{from}} إلى {{to}} من أصل {{total}} نتائج',
    many: 'عرض {{from}} إلى {{to}} من أصل {{total}} نتيجةً',
    other: 'عرض {{from}} إلى {{to}} من أصل {{total}} نتيجة',
  },
  'toasts.files-attached': {
    zero: 'تم إرفاق {{n}} ملف بنجاح',
    one: 'تم إرفاق ملف واحد بنجاح',
    two: 'تم إرفاق ملفين بنجاح',
    few: 'تم إرفاق {{n}} ملفات بنجاح',
    many: 'تم إرفاق {{n}} ملفًا بنجاح',
    other: 'تم إرفاق {{n}} ملف بنجاح',
  },
} as const satisfies Partial<Record<BaseMessageKey, ArabicPlural>>;
