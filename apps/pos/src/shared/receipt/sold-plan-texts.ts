// What a sold plan line says on receipts (both languages at once) and in View Order (the
// screen's language): its own small module, shared by the checkout's and the orders' chunks.

/** The sold plan's words in English. */
export const soldPlanEn = {
  valid: 'Valid',
  'washes-left': 'Washes left',
  'balance-left': 'Balance left',
  use: 'Use',
  unlimited: 'Unlimited',
  unpaid: 'Starts once the order is paid in full',
} as const;

/** A sold plan's word. */
export type SoldPlanKey = keyof typeof soldPlanEn;

/** The sold plan's words in Arabic. */
export const soldPlanAr: Readonly<Record<SoldPlanKey, string>> = {
  valid: 'الصلاحية',
  'washes-left': 'الغسلات المتبقية',
  'balance-left': 'الرصيد المتبقي',
  use: 'الاستخدام',
  unlimited: 'غير محدود',
  unpaid: 'تبدأ بعد سداد الطلب بالكامل',
};
