import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './format-order-number.js';

describe('formatOrderNumber', () => {
  it('shows order numbers with a # prefix', () => {
    expect(formatOrderNumber({ order_number: 'ORD-1042', id: 7 })).toBe('#ORD-1042');
    expect(formatOrderNumber({ order_number: 1042, id: 7 })).toBe('#1042');
  });

  it('does not double a # the server already put there', () => {
    expect(formatOrderNumber({ order_number: '#1042' })).toBe('#1042');
  });

  it('else shows the id padded to 4 digits', () => {
    expect(formatOrderNumber({ order_number: null, id: 7 })).toBe('0007');
    expect(formatOrderNumber({ order_number: '  ', id: '42' })).toBe('0042');
    expect(formatOrderNumber({ id: 123456 })).toBe('123456');
  });

  it('shows 0000 rather than NaN when the id is unusable', () => {
    expect(formatOrderNumber({ id: Number.NaN })).toBe('0000');
    expect(formatOrderNumber({ id: -3 })).toBe('0000');
    expect(formatOrderNumber({ id: 'abc' })).toBe('0000');
    expect(formatOrderNumber({})).toBe('0000');
  });

  test.prop([
    fc.record({
      order_number: fc.option(fc.oneof(fc.string(), fc.integer())),
      id: fc.option(fc.oneof(fc.integer(), fc.double(), fc.string())),
    }),
  ])('always starts with # or is 4 or more digits', (order) => {
    expect(formatOrderNumber(order)).toMatch(/^#.+|^\d{4,}$/);
  });
});
