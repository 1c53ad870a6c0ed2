// The split-payment strings in English, shared by the checkout and the payment dialog.

/** English strings of the split-payment parts and their receipt lines. */
export const splitEn = {
  'split.payment': 'Split payment',
  'split.part': 'Part {{number}}',
  'split.method': 'Method of part {{number}}',
  'split.method-cash': 'Cash',
  'split.method-visa': 'Visa',
  'split.method-online': 'Online',
  'split.method-bank_account': 'Bank account',
  'split.amount': 'Amount of part {{number}}',
  'split.cash-handed': 'Cash handed over (part {{number}})',
  'split.add': 'Add a part',
  'split.remove': 'Remove part {{number}}',
  'split.paid-now': 'Paid now: {{amount}}',
  'split.still-owed': 'Still owed: {{amount}}',
  'split.change': 'Change from cash: {{amount}}',
  'split.payments': 'Payments',
  'split.change-line': 'Change',
} as const;

/** A key of the split-payment strings. */
export type SplitKey = keyof typeof splitEn;
