// The printed words of a tax invoice, in English and Arabic, shown side by side.

/** One label in both languages. */
export interface PageLabel {
  readonly en: string;
  readonly ar: string;
}

/** Every label the invoice page prints. */
export const INVOICE_LABELS = {
  title: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  simplified: { en: 'Simplified tax invoice', ar: 'فاتورة ضريبية مبسطة' },
  full: { en: 'Full tax invoice', ar: 'فاتورة ضريبية كاملة' },
  number: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  date: { en: 'Date of issue', ar: 'تاريخ الإصدار' },
  order: { en: 'Order', ar: 'الطلب' },
  supplier: { en: 'Supplier', ar: 'المورد' },
  recipient: { en: 'Recipient', ar: 'المستلم' },
  supplierAddress: { en: 'Supplier address', ar: 'عنوان المورد' },
  recipientAddress: { en: 'Recipient address', ar: 'عنوان المستلم' },
  trn: { en: 'TRN', ar: 'رقم التسجيل الضريبي' },
  description: { en: 'Description', ar: 'الوصف' },
  quantity: { en: 'Qty', ar: 'الكمية' },
  unitPrice: { en: 'Unit price', ar: 'سعر الوحدة' },
  discount: { en: 'Discount', ar: 'الخصم' },
  net: { en: 'Taxable amount', ar: 'المبلغ الخاضع للضريبة' },
  rate: { en: 'VAT rate', ar: 'نسبة الضريبة' },
  vat: { en: 'VAT', ar: 'ضريبة القيمة المضافة' },
  gross: { en: 'Amount incl. VAT', ar: 'المبلغ شامل الضريبة' },
  serviceFee: { en: 'Service fee', ar: 'رسوم الخدمة' },
  shipping: { en: 'Shipping', ar: 'التوصيل' },
  totalNet: { en: 'Total excl. VAT', ar: 'الإجمالي بدون الضريبة' },
  totalVat: { en: 'Total VAT', ar: 'إجمالي الضريبة' },
  total: { en: 'Total (AED)', ar: 'الإجمالي (درهم)' },
  notFound: {
    en: 'No tax invoice is found at this link.',
    ar: 'لا توجد فاتورة ضريبية على هذا الرابط.',
  },
} as const satisfies Record<string, PageLabel>;
