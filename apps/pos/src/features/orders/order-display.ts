import type { Order } from '@lamaa/api-client';
import { orderLabel, toLocalText } from '@lamaa/domain';

/** The interface languages. */
type Language = 'en' | 'ar';

/** A bilingual name in the language on screen (each side falls back to the other); '' when absent. */
export function localName(name: unknown, language: Language): string {
  const text = toLocalText(name);
  return text === null ? '' : text[language];
}

/**
 * The car label of an order: brand, model and plate code plus numbers in the language on
 * screen, e.g. 'Toyota Camry B 40721'; '' when the order has no car.
 */
export function carLabel(order: Pick<Order, 'car'>, language: Language): string {
  const label = orderLabel(order.car);
  return [label.brand?.[language], label.model?.[language], label.plate]
    .filter((part): part is string => part !== undefined && part !== null && part !== '')
    .join(' ');
}

/** How much of an order is still to pay, in fils (never below 0). */
export function amountDue(order: Pick<Order, 'total_price' | 'cash'>): number {
  return Math.max(0, order.total_price - (order.cash ?? 0));
}
