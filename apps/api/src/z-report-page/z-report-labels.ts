// The Z report page's labels, each in English and Arabic, shown side by side.
import type { PageLabel } from '../invoice-page/invoice-page-labels.js';

const label = (en: string, ar: string): PageLabel => ({ en, ar });

/** Every label of the printable Z report. */
export const Z_LABELS = {
  title: label('Z report', 'تقرير Z'),
  number: label('Z number', 'رقم التقرير'),
  vault: label('Cash drawer', 'درج النقد'),
  openedBy: label('Opened by', 'فتحه'),
  openedAt: label('Opened at', 'وقت الفتح'),
  closedBy: label('Closed by', 'أغلقه'),
  closedAt: label('Closed at', 'وقت الإغلاق'),
  float: label('Opening float', 'رصيد الافتتاح'),
  sales: label('Sales by method', 'المبيعات حسب طريقة الدفع'),
  refunds: label('Refunds', 'المبالغ المستردة'),
  voids: label('Voids', 'الإلغاءات'),
  discounts: label('Discounts', 'الخصومات'),
  vat: label('VAT', 'ضريبة القيمة المضافة'),
  cashIn: label('Cash in', 'نقد مُدخل'),
  cashOut: label('Cash out', 'نقد مُخرج'),
  change: label('Change given', 'الباقي المُعاد'),
  expected: label('Expected cash', 'النقد المتوقع'),
  counted: label('Counted cash', 'النقد المعدود'),
  variance: label('Variance', 'الفرق'),
  reason: label('Reason', 'السبب'),
  approvedBy: label('Approved by', 'وافق عليه'),
  firstInvoice: label('First invoice', 'أول فاتورة'),
  lastInvoice: label('Last invoice', 'آخر فاتورة'),
  movements: label('Cash movements', 'حركات النقد'),
  notFound: label('This Z report does not exist.', 'تقرير Z هذا غير موجود.'),
  cash: label('Cash', 'نقدًا'),
  visa: label('Card', 'بطاقة'),
  online: label('Online', 'دفع إلكتروني'),
  bank_account: label('Bank account', 'تحويل بنكي'),
  'bank-drop': label('Bank drop', 'إيداع بنكي'),
  'float-top-up': label('Float top-up', 'تعزيز الرصيد'),
  'petty-expense': label('Petty expense', 'مصروف نثري'),
} as const;
