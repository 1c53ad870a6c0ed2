import { fc, test } from '@fast-check/vitest';
import { positiveFilsArb } from '../test/arbitraries.js';
import { describe, expect, it } from 'vitest';
import { changeDue, isCardPartialNoteShown, validateOrderPayment } from './order-payment.js';

const form = { orderId: 9, total: 10000, method: 'cash', isPartial: false, cash: '100' } as const;

describe('validateOrderPayment', () => {
  it('requires a method (Please select a payment method)', () => {
    expect(validateOrderPayment({ ...form, method: null })).toEqual({
      ok: false,
      code: 'payment.method-required',
    });
  });
  it('needs a positive cash amount (Please enter a valid cash amount)', () => {
    for (const cash of ['', '0', 'abc']) {
      expect(validateOrderPayment({ ...form, cash })).toEqual({
        ok: false,
        code: 'payment.cash-invalid',
      });
    }
  });
  it('refuses partial cash above the order total', () => {
    expect(validateOrderPayment({ ...form, isPartial: true, cash: '100.01' })).toEqual({
      ok: false,
      code: 'payment.partial-exceeds-total',
    });
    expect(validateOrderPayment({ ...form, isPartial: true, cash: '40' })).toEqual({
      ok: true,
      value: { order_id: 9, payment_method_id: 'cash', is_partial: true, cash: 4000 },
    });
  });
  it('needs full cash to be at least the total', () => {
    expect(validateOrderPayment({ ...form, cash: '99.99' })).toEqual({
      ok: false,
      code: 'payment.cash-below-total',
    });
    expect(validateOrderPayment({ ...form, cash: '120' })).toMatchObject({
      ok: true,
      value: { cash: 12000 },
    });
  });
  it('sends the full amount for a card partial payment, with an optional visa reference', () => {
    expect(
      validateOrderPayment({
        ...form,
        method: 'visa',
        isPartial: true,
        cash: '',
        reference: ' R-1 ',
      }),
    ).toEqual({
      ok: true,
      value: {
        order_id: 9,
        payment_method_id: 'visa',
        is_partial: true,
        payment_reference: 'R-1',
        cash: 10000,
      },
    });
    expect(validateOrderPayment({ ...form, method: 'visa', cash: '' })).toEqual({
      ok: true,
      value: { order_id: 9, payment_method_id: 'visa', is_partial: false, cash: 10000 },
    });
  });
});

describe('validateOrderPayment with an unusable total', () => {
  it('takes no payment, cash or card, when the order total is not whole fils', () => {
    for (const total of [Number.NaN, Number.POSITIVE_INFINITY, -1]) {
      for (const method of ['cash', 'visa'] as const) {
        expect(validateOrderPayment({ ...form, total, method })).toEqual({
          ok: false,
          code: 'payment.cash-invalid',
        });
      }
    }
  });
});

describe('changeDue and the card note', () => {
  it('shows change when cash exceeds the total', () => {
    expect(changeDue({ ...form, cash: '120' })).toBe(2000);
    expect(changeDue({ ...form, cash: '100' })).toBe(0);
    expect(changeDue({ ...form, cash: 'x' })).toBe(0);
    expect(changeDue({ ...form, isPartial: true, cash: '120' })).toBe(0);
    expect(changeDue({ ...form, method: 'visa', cash: '120' })).toBe(0);
  });
  it('notes that card partial payments send the full amount', () => {
    expect(isCardPartialNoteShown({ method: 'visa', isPartial: true })).toBe(true);
    expect(isCardPartialNoteShown({ method: 'cash', isPartial: true })).toBe(false);
  });
});

describe('order payment properties', () => {
  test.prop([positiveFilsArb, fc.integer({ min: 1, max: 20_000_000 }), fc.boolean()])(
    'accepted cash is at most the total when partial and at least the total when full, with change never negative',
    (total, cashFils, isPartial) => {
      const cash = `${Math.floor(cashFils / 100)}.${String(cashFils % 100).padStart(2, '0')}`;
      const f = { orderId: 1, total, method: 'cash' as const, isPartial, cash };
      const verdict = validateOrderPayment(f);
      expect(verdict.ok).toBe(isPartial ? cashFils <= total : cashFils >= total);
      if (verdict.ok) expect(verdict.value.cash).toBe(cashFils);
      expect(changeDue(f)).toBe(!isPartial && cashFils > total ? cashFils - total : 0);
    },
  );
});
