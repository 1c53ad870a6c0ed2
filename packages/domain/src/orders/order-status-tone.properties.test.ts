import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isOrderDeletable, orderStatusTone } from './order-status-tone.js';

const STATUSES = [
  'pending',
  'waiting for payment',
  'processing',
  'received',
  'completed',
  'delivered',
  'cancelled',
];

/** Writes a status the way some server might: any case, words joined by spaces, _ or -. */
const spelledStatusArb = fc
  .tuple(
    fc.constantFrom(...STATUSES),
    fc.constantFrom(' ', '_', '-', '  ', ' _ '),
    fc.array(fc.boolean(), { maxLength: 30 }),
  )
  .map(([status, separator, upper]) => ({
    status,
    spelled: [...status.split(' ').join(separator)]
      .map((char, at) => (upper[at] ? char.toUpperCase() : char))
      .join(''),
  }));

test.prop([spelledStatusArb])(
  'tones and deletability ignore case and separators',
  ({ status, spelled }) => {
    expect(orderStatusTone(spelled)).toBe(orderStatusTone(status));
    expect(orderStatusTone(spelled)).not.toBe('neutral');
    expect(isOrderDeletable(spelled)).toBe(isOrderDeletable(status));
  },
);
