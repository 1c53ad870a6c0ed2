// The back office's strings in Arabic (complete; a test fails when a key is missing).
import type { OfficeKey } from './office-en.js';

/** Arabic strings of the back office, one for every English key. */
export const officeAr: Readonly<Record<OfficeKey, string>> = {
  'office.brand': 'لمعة · الإدارة',
  'office.nav-business': 'المنشأة',
  'office.nav-branches': 'الفروع',
  'office.nav-staff': 'الموظفون',
  'office.nav-audit': 'سجل التدقيق',
  'office.open-pos': 'نقطة البيع',
  'office.sign-out': 'تسجيل الخروج',
  'office.signed-in-as': 'مسجّل الدخول باسم {{name}}، {{role}}',
  'office.not-found': 'هذه الصفحة غير موجودة.',
  'office.go-home': 'العودة إلى الإدارة',

  'office.role-owner': 'المالك',
  'office.role-manager': 'مدير الفرع',
  'office.role-cashier': 'أمين الصندوق',
  'office.role-store-keeper': 'أمين المخزن',
  'office.role-unknown': 'موظف',

  'office.sign-in-title': 'تسجيل الدخول إلى الإدارة',
  'office.sign-in-subtitle': 'استخدم البريد الإلكتروني وكلمة المرور اللي تدخل بها في نقطة البيع.',
  'office.email': 'البريد الإلكتروني',
  'office.password': 'كلمة المرور',
  'office.sign-in': 'تسجيل الدخول',
  'office.signing-in': 'جارٍ تسجيل الدخول...',
  'office.email-required': 'البريد الإلكتروني مطلوب',
  'office.password-required': 'كلمة المرور مطلوبة',
  'office.sign-in-failed':
    'تعذّر تسجيل الدخول. تأكد من البريد الإلكتروني وكلمة المرور وحاول مرة ثانية.',

  'office.refused-title': 'الإدارة غير متاحة لصلاحيتك',
  'office.refused-body': 'أنت مسجّل الدخول بصفة {{role}}. الإدارة متاحة للمالك ومديري الفروع فقط.',
  'office.refused-to-pos': 'الانتقال إلى نقطة البيع',
  'office.refused-to-scan': 'الانتقال إلى استلام المواد',

  'office.save': 'حفظ',
  'office.saving': 'جارٍ الحفظ...',
  'office.load-failed': 'تعذّر تحميل هذه الصفحة. تأكد من الاتصال وحاول مرة ثانية.',
  'office.save-failed': 'تعذّر حفظ التغييرات. تأكد من الاتصال وحاول مرة ثانية.',
  'office.fix-fields': 'بعض البيانات تحتاج تصحيح. اللي أدخلته باقٍ في النموذج.',

  'office.business-title': 'المنشأة',
  'office.business-intro': 'كيف تظهر المنشأة على الإيصالات والفواتير الضريبية.',
  'office.legal-name-en': 'الاسم القانوني (بالإنجليزية)',
  'office.legal-name-ar': 'الاسم القانوني (بالعربية)',
  'office.address': 'العنوان',
  'office.trn': 'رقم التسجيل الضريبي',
  'office.trn-hint': '15 رقمًا، كما في شهادة ضريبة القيمة المضافة',
  'office.vat-registered': 'المنشأة مسجّلة في ضريبة القيمة المضافة',
  'office.prices-include-vat': 'أسعار الكتالوج شاملة ضريبة القيمة المضافة',
  'office.business-saved': 'تم حفظ بيانات المنشأة',
};
