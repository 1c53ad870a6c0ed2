import type { OpenShiftKey } from './open-shift-en.js';

/** Arabic strings of the open-shift form and the note and coin fields. */
export const openShiftAr: Record<OpenShiftKey, string> = {
  'shifts.float': 'رصيد الافتتاح',
  'shifts.open': 'افتح وردية',
  'shifts.opening': 'جارٍ الفتح…',
  'shifts.by-total': 'اكتب المجموع',
  'shifts.by-count': 'عدّ الأوراق والعملات',
  'shifts.counted-total': 'المعدود: {{amount}}',
  'shifts.offer-open': 'افتح وردية هنا',
  'shifts.offer-hint':
    'لا توجد وردية مفتوحة على درج النقد هذا. افتحها هنا برصيد الافتتاح، ثم يُرسل الدفع مرة أخرى.',
  'shifts.offer-back': 'رجوع',
};
