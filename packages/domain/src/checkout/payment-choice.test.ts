import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { positiveFilsArb } from '../test/arbitraries.js';
import {
  checkPartialAmount,
  checkPaymentChoice,
  PAYMENT_METHODS,
  toPaymentMethod,
} from './payment-choice.js';

describe('payment method choices', () => {
  it('offers cash, visa, online and bank_account', () => {
    expect(PAYMENT_METHODS).toEqual(['cash', 'visa', 'online', 'bank_account']);
  });
  it("treats 'others' as cash", () => {
    expect(toPaymentMethod('others')).toEqual({ ok: true, value: 'cash' });
    expect(toPaymentMethod('Visa')).toEqual({ ok: true, value: 'visa' });
    expect(toPaymentMethod('cheque')).toEqual({
      ok: false,
      code: 'checkout.payment-method-invalid',
    });
  });
});

describe('checkPartialAmount', () => {
  it('accepts digits and one decimal point between 0 and the total', () => {
    expect(checkPartialAmount('50.5', 10000)).toEqual({ ok: true, value: 5050 });
    expect(checkPartialAmount('0', 10000)).toEqual({ ok: true, value: 0 });
    expect(checkPartialAmount('100', 10000)).toEqual({ ok: true, value: 10000 });
  });
  it('refuses anything else: Amount must be between 0 and the total', () => {
    for (const text of ['100.01', '1.2.3', 'abc', '-1', '']) {
      expect(checkPartialAmount(text, 10000)).toEqual({
        ok: false,
        code: 'checkout.partial-amount-invalid',
        params: { min: 0, max: 10000 },
      });
    }
  });
  test.prop([positiveFilsArb, fc.integer({ min: 0, max: 20_000_000 })])(
    'accepts exactly the amounts between 0 and the total',
    (total, fils) => {
      const text = `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
      expect(checkPartialAmount(text, total).ok).toBe(fils <= total);
    },
  );
});

describe('checkPartialAmount with an unusable total', () => {
  it('allows no amount when the total is not whole fils, and never puts NaN in the message', () => {
    for (const total of [Number.NaN, Number.POSITIVE_INFINITY, -100, 10.5]) {
      expect(checkPartialAmount('5', total)).toEqual({
        ok: false,
        code: 'checkout.partial-amount-invalid',
        params: { min: 0, max: 0 },
      });
    }
  });
});

describe('checkPaymentChoice', () => {
  it('needs no amount for a full payment and a valid one for a partial payment', () => {
    expect(checkPaymentChoice({ method: 'cash', type: 'full' }, 10000)).toEqual({
      ok: true,
      value: { amount: null },
    });
    expect(
      checkPaymentChoice({ method: 'visa', type: 'partial', partialAmount: '20' }, 10000),
    ).toEqual({
      ok: true,
      value: { amount: 2000 },
    });
    expect(checkPaymentChoice({ method: 'visa', type: 'partial' }, 10000).ok).toBe(false);
  });
});
