// The profile screen's strings in Arabic; exactly the keys of profile-en.ts (a test checks).
import type { ProfileKey } from './profile-en.js';

/** Arabic strings of the employee profile screen. */
export const profileAr: Readonly<Record<ProfileKey, string>> = {
  'profile.title': 'ملف الموظف',
  'profile.subtitle': 'حسابك في هذا الفرع',
  'profile.name': 'الاسم',
  'profile.email': 'البريد الإلكتروني',
  'profile.user-id': 'رقم المستخدم',
  'profile.business-id': 'رقم المنشأة',
  'profile.branch': 'الفرع',
  'profile.not-available': 'غير محدد',
};
