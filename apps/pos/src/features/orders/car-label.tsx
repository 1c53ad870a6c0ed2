import type { Order } from '@lamaa/api-client';
import { carParts } from './order-display.js';

/** Props of CarLabel. */
export interface CarLabelProps {
  readonly order: Pick<Order, 'car'>;
  readonly language: 'en' | 'ar';
  /** What to show for an order without a car. */
  readonly fallback?: string;
}

/**
 * An order's car: the name isolated from the text around it and the plate isolated left to
 * right, so Arabic shows 'B 40721' and '3 92229', never '92229 3'.
 */
export function CarLabel({ order, language, fallback = '' }: CarLabelProps) {
  const { name, plate } = carParts(order, language);
  if (name === '' && plate === '') return <>{fallback}</>;
  return (
    <bdi>
      {name}
      {name !== '' && plate !== '' ? ' ' : null}
      {plate !== '' ? <bdi dir="ltr">{plate}</bdi> : null}
    </bdi>
  );
}
