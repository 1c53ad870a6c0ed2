// The printed words of a tax credit note, in English and Arabic, shown side by side.
import type { RecordedRefundReason } from '@lamaa/domain';
import type { PageLabel } from '../invoice-page/invoice-page-labels.js';

/** Every label the credit note page prints besides the invoice's own. */
export const CREDIT_NOTE_LABELS = {
  title: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي' },
  number: { en: 'Credit note number', ar: 'رقم الإشعار الدائن' },
  invoice: { en: 'Corrects tax invoice', ar: 'يصحح الفاتورة الضريبية' },
  invoiceDate: { en: 'Invoice date', ar: 'تاريخ الفاتورة' },
  reason: { en: 'Reason', ar: 'السبب' },
  original: { en: 'Original value', ar: 'القيمة الأصلية' },
  credited: { en: 'Credited', ar: 'المبلغ الدائن' },
  corrected: { en: 'Corrected value', ar: 'القيمة بعد التصحيح' },
  difference: { en: 'Difference', ar: 'الفرق' },
  vatDifference: { en: 'VAT on the difference', ar: 'ضريبة الفرق' },
  viewInvoice: { en: 'View the invoice', ar: 'عرض الفاتورة' },
  notFound: {
    en: 'No tax credit note is found at this link.',
    ar: 'لا يوجد إشعار دائن ضريبي على هذا الرابط.',
  },
} as const satisfies Record<string, PageLabel>;

/** The reasons as the credit note prints them. */
export const REASON_LABELS: Record<RecordedRefundReason, PageLabel> = {
  'service-not-done': { en: 'Service not done', ar: 'لم تُنجَز الخدمة' },
  'customer-unhappy': { en: 'Customer not satisfied', ar: 'العميل غير راضٍ' },
  damage: { en: 'Damage to the vehicle', ar: 'ضرر في المركبة' },
  'wrong-price': { en: 'Wrong price charged', ar: 'سعر خاطئ' },
  'charged-twice': { en: 'Charged twice', ar: 'خُصم المبلغ مرتين' },
  other: { en: 'Other', ar: 'سبب آخر' },
  'plan-cancelled': { en: 'Plan cancelled', ar: 'إلغاء الخطة' },
};
