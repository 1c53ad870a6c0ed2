/** The two fields an order number is shown from. */
export interface OrderNumberSource {
  readonly order_number?: string | number | null;
  readonly id?: string | number | null;
}

/** Digits of an id, or undefined when it is not a non-negative whole number. */
function idDigits(id: string | number | null | undefined): string | undefined {
  if (typeof id === 'number') return Number.isSafeInteger(id) && id >= 0 ? String(id) : undefined;
  const trimmed = id?.trim() ?? '';
  return /^\d+$/.test(trimmed) ? trimmed : undefined;
}

/**
 * How an order number is shown: the order number with a '#' prefix, else the id padded
 * to 4 digits ('0042'), else '0000' when neither is usable.
 * @example formatOrderNumber({ order_number: 'ORD-17', id: 5 }) // '#ORD-17'
 */
export function formatOrderNumber(order: OrderNumberSource): string {
  const number = String(order.order_number ?? '')
    .trim()
    .replace(/^#+/, '');
  if (number !== '') return `#${number}`;
  return (idDigits(order.id) ?? '0').padStart(4, '0');
}
