import { describe, expect, it } from 'vitest';
import { ar } from './resources/ar.js';
import { en } from './resources/en.js';
import { refusalKey, refusalText } from './refusal-key.js';

describe('refusalKey', () => {
  it('names the kit text of a known code, in both languages', () => {
    expect(refusalKey('slot.full')).toBe('server.slot-full');
    expect(en['server.slot-full']).toBe(
      'This time slot is fully booked. Please select another time slot.',
    );
    expect(ar['server.slot-full']).toBe('هذا الموعد محجوز بالكامل. اختر موعد ثاني.');
  });

  it('falls back to the generic refusal for a code it does not know', () => {
    expect(refusalKey('slot.on-fire')).toBe('server.refused');
    expect(refusalKey('toString')).toBe('server.refused');
  });

  it('hands the params on as interpolation values', () => {
    expect(
      refusalText({ code: 'coupon.minimum-total-not-met', params: { minimum: '300.00' } }),
    ).toEqual({ key: 'server.coupon-minimum-total-not-met', values: { minimum: '300.00' } });
  });
});
