import { normaliseStatus } from '@lamaa/domain';
import type { OrdersText } from './use-orders-text.js';

const METHOD_KEYS = {
  cash: 'orders.method-cash',
  others: 'orders.method-cash',
  visa: 'orders.method-visa',
  online: 'orders.method-online',
  'bank account': 'orders.method-bank-account',
} as const;

/** An order's payment method in the language on screen ('others' reads as cash); N/A when absent. */
export function paymentMethodText(method: string | null, t: OrdersText): string {
  const normalised = normaliseStatus(method);
  if (normalised === '') return t('orders.not-available');
  const key = METHOD_KEYS[normalised as keyof typeof METHOD_KEYS] as
    (typeof METHOD_KEYS)[keyof typeof METHOD_KEYS] | undefined;
  return key === undefined ? (method ?? '') : t(key);
}
