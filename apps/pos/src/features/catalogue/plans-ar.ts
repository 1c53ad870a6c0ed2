// The Plans catalogue page's strings in Arabic; exactly the keys of plans-en.ts (a test checks).
import type { PlansKey } from './plans-en.js';

/** Arabic strings of the Plans page. */
export const plansAr: Readonly<Record<PlansKey, string>> = {
  'plans.search': 'ابحث في الخطط',
  'plans.load-failed': 'تعذّر تحميل الخطط',
  'plans.none': 'لم يتم العثور على خطط',
  'plans.kind-uses': 'الغسلات: {{count}}',
  'plans.kind-value': 'رصيد مدفوع مسبقًا: {{amount}}',
  'plans.kind-unlimited': 'غسلات غير محدودة',
  'plans.validity-days': 'الصلاحية (أيام): {{count}}',
  'plans.validity-months': 'الصلاحية (أشهر): {{count}}',
  'plans.limit-day': 'بحد أقصى {{count}} في اليوم',
  'plans.limit-week': 'بحد أقصى {{count}} في الأسبوع',
  'plans.limit-month': 'بحد أقصى {{count}} في الشهر',
  'plans.covers': 'تشمل: {{items}}',
};
