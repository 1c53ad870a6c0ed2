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
 * The car of an order in the language on screen: brand and model (e.g. 'Toyota Camry') and the
 * plate code plus numbers (e.g. 'B 40721'), each '' when absent. The plate reads left to right
 * in both languages, so it is shown apart from the name.
 */
export function carParts(
  order: Pick<Order, 'car'>,
  language: Language,
): { readonly name: string; readonly plate: string } {
  const label = orderLabel(order.car);
  const name = [label.brand?.[language], label.model?.[language]]
    .filter((part): part is string => part !== undefined && part !== null && part !== '')
    .join(' ');
  return { name, plate: label.plate ?? '' };
}

/** How much of an order is still to pay, in fils (never below 0). */
export function amountDue(order: Pick<Order, 'total_price' | 'cash'>): number {
  return Math.max(0, order.total_price - (order.cash ?? 0));
}
