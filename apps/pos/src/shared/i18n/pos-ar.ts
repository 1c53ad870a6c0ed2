// The POS's screen strings in Arabic: complete, written for Gulf cashiers.
import type { PosKey } from './pos-en.js';

/** Arabic screen strings of the POS, one for every English key. */
export const posAr: Readonly<Record<PosKey, string>> = {
  'api.login-failed': 'تعذّر تسجيل الدخول. يرجى المحاولة مرة أخرى.',
  'pos.login-title': 'تسجيل الدخول إلى لمعة',
  'pos.login-subtitle': 'نقطة البيع لمراكز العناية بالسيارات',
  'pos.email': 'البريد الإلكتروني',
  'pos.password': 'كلمة المرور',
  'pos.sign-in': 'تسجيل الدخول',
  'pos.signing-in': 'جارٍ تسجيل الدخول...',
  'pos.email-required': 'البريد الإلكتروني مطلوب',
  'pos.password-required': 'كلمة المرور مطلوبة',
  'pos.role-not-allowed':
    'لا يمكن لهذا الحساب البيع في نقطة البيع. يسجّل أمين المخزن التوريدات من ‎/scan.',
  'pos.loading': 'جارٍ التحميل...',
  'pos.load-failed': 'حدث خطأ أثناء تحميل هذه الصفحة.',
};
