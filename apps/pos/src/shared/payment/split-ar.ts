import type { SplitKey } from './split-en.js';

/** Arabic strings of the split-payment parts and their receipt lines. */
export const splitAr: Readonly<Record<SplitKey, string>> = {
  'split.payment': 'تقسيم الدفع',
  'split.part': 'الجزء {{number}}',
  'split.method': 'طريقة دفع الجزء {{number}}',
  'split.method-cash': 'نقدًا',
  'split.method-visa': 'بطاقة',
  'split.method-online': 'دفع إلكتروني',
  'split.method-bank_account': 'تحويل بنكي',
  'split.amount': 'مبلغ الجزء {{number}}',
  'split.cash-handed': 'النقد المستلم (الجزء {{number}})',
  'split.add': 'أضف جزءًا',
  'split.remove': 'احذف الجزء {{number}}',
  'split.paid-now': 'المدفوع الآن: {{amount}}',
  'split.still-owed': 'الباقي على الطلب: {{amount}}',
  'split.change': 'الباقي للعميل من النقد: {{amount}}',
  'split.payments': 'الدفعات',
  'split.change-line': 'الباقي للعميل',
};
