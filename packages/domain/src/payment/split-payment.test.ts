import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type PaymentMethod } from '../checkout/payment-method.js';
import { filsArb, positiveFilsArb } from '../test/arbitraries.js';
import {
  allocateSplitPayment,
  checkSplitForm,
  MAX_SPLIT_PARTS,
  type SplitPartInput,
} from './split-payment.js';

const cash = (amount: number, tendered?: number): SplitPartInput => ({
  method: 'cash',
  vaultId: 1,
  amount,
  ...(tendered === undefined ? {} : { tendered }),
});
const visa = (amount: number): SplitPartInput => ({ method: 'visa', vaultId: 2, amount });

const methodArb = fc.constantFrom<PaymentMethod>('cash', 'visa', 'online', 'bank_account');
const partArb: fc.Arbitrary<SplitPartInput> = fc
  .record({
    method: methodArb,
    vaultId: fc.integer({ min: 1, max: 9 }),
    amount: fc.oneof(positiveFilsArb, fc.integer({ min: -500, max: 0 })),
    over: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: undefined }),
  })
  .map(({ over, ...part }) =>
    over === undefined ? part : { ...part, tendered: part.amount + over },
  );
const partsArb = fc.array(partArb, { minLength: 0, maxLength: MAX_SPLIT_PARTS + 1 });

describe('allocateSplitPayment', () => {
  it('takes cash + visa with change from the cash part only', () => {
    expect(allocateSplitPayment(15000, [cash(5000, 6000), visa(10000)])).toEqual({
      ok: true,
      value: {
        parts: [
          {
            method: 'cash',
            vaultId: 1,
            amount: 5000,
            tendered: 6000,
            change: 1000,
            reference: null,
          },
          {
            method: 'visa',
            vaultId: 2,
            amount: 10000,
            tendered: 10000,
            change: 0,
            reference: null,
          },
        ],
        paid: 15000,
        remaining: 0,
        change: 1000,
      },
    });
  });
  it('is partial below what is owed', () => {
    const result = allocateSplitPayment(15000, [cash(2000), visa(3000)]);
    expect(result.ok && result.value).toMatchObject({ paid: 5000, remaining: 10000, change: 0 });
  });
  it('refuses a card part above what is still owed after the parts before it', () => {
    expect(allocateSplitPayment(10000, [visa(6000), visa(5000)])).toEqual({
      ok: false,
      code: 'payment.split-card-over-remainder',
      params: { part: 2, max: 4000 },
    });
  });
  it('refuses a cash part above what the parts before it leave owed', () => {
    expect(allocateSplitPayment(10000, [visa(10000), cash(100)])).toEqual({
      ok: false,
      code: 'payment.split-over-total',
      params: { part: 2, max: 0 },
    });
  });
  it('gives change only from cash, never below the amount', () => {
    expect(allocateSplitPayment(10000, [{ ...visa(100), tendered: 200 }])).toEqual({
      ok: false,
      code: 'payment.split-change-not-cash',
      params: { part: 1 },
    });
    expect(allocateSplitPayment(10000, [cash(500, 400)])).toMatchObject({
      code: 'payment.split-change-not-cash',
    });
  });
  it('refuses two cash parts, no part, too many parts and a part of 0', () => {
    expect(allocateSplitPayment(10000, [cash(100), cash(100)]).ok).toBe(false);
    expect(allocateSplitPayment(10000, [])).toMatchObject({ code: 'payment.split-parts-invalid' });
    expect(
      allocateSplitPayment(
        10000,
        Array.from({ length: 5 }, () => visa(1)),
      ),
    ).toMatchObject({
      code: 'payment.split-parts-invalid',
    });
    expect(allocateSplitPayment(10000, [visa(100), cash(0)])).toEqual({
      ok: false,
      code: 'payment.split-amount-invalid',
      params: { part: 2 },
    });
  });
  it('keeps a visa reference and drops it for other methods', () => {
    const result = allocateSplitPayment(10000, [
      { ...visa(4000), reference: ' R-9 ' },
      { method: 'online', vaultId: 3, amount: 1000, reference: 'X' },
    ]);
    expect(result.ok && result.value.parts.map((part) => part.reference)).toEqual(['R-9', null]);
  });

  test.prop([filsArb, partsArb])('never pays more than what is owed', (owed, parts) => {
    const result = allocateSplitPayment(owed, parts);
    if (!result.ok) return;
    expect(result.value.paid).toBeLessThanOrEqual(owed);
    expect(result.value.remaining).toBe(owed - result.value.paid);
  });
  test.prop([filsArb, partsArb])('gives change only from cash', (owed, parts) => {
    const result = allocateSplitPayment(owed, parts);
    if (!result.ok) return;
    for (const part of result.value.parts) {
      if (part.method !== 'cash') expect(part.change).toBe(0);
      expect(part.tendered).toBe(part.amount + part.change);
    }
  });
  test.prop([filsArb, partsArb])('every part taken is above 0', (owed, parts) => {
    const result = allocateSplitPayment(owed, parts);
    if (!result.ok) return;
    expect(result.value.parts).toHaveLength(parts.length);
    for (const part of result.value.parts) expect(part.amount).toBeGreaterThan(0);
  });
  test.prop([filsArb, partsArb])('the parts add up as stated', (owed, parts) => {
    const result = allocateSplitPayment(owed, parts);
    if (!result.ok) return;
    const { parts: taken, paid, change } = result.value;
    expect(taken.reduce((sum, part) => sum + part.amount, 0)).toBe(paid);
    expect(taken.reduce((sum, part) => sum + part.change, 0)).toBe(change);
    // Each part pays what was asked, and what was handed over is what was said.
    expect(taken.map((part) => part.amount)).toEqual(parts.map((part) => part.amount));
    expect(taken.map((part) => part.tendered)).toEqual(
      parts.map((part) => part.tendered ?? part.amount),
    );
  });
  test.prop([filsArb, fc.array(partArb, { minLength: 1, maxLength: MAX_SPLIT_PARTS })])(
    'refuses parts that together exceed what is owed',
    (owed, parts) => {
      const asked = parts.reduce((sum, part) => sum + part.amount, 0);
      if (asked > owed) expect(allocateSplitPayment(owed, parts).ok).toBe(false);
    },
  );
});

describe('checkSplitForm', () => {
  it('takes the cash figure as handed over: it pays what the card leaves, the rest is change', () => {
    const result = checkSplitForm(15000, [
      { method: 'cash', amount: '60' },
      { method: 'visa', amount: '100' },
    ]);
    expect(result.ok && result.value.parts).toMatchObject([
      { method: 'cash', amount: 5000, tendered: 6000, change: 1000 },
      { method: 'visa', amount: 10000, change: 0 },
    ]);
  });
  test.prop([positiveFilsArb, positiveFilsArb, positiveFilsArb])(
    'a form never pays more than owed and the change is what the cash part was handed over above its share',
    (owed, card, handed) => {
      const aed = (fils: number) => (fils / 100).toFixed(2);
      const result = checkSplitForm(owed, [
        { method: 'visa', amount: aed(card) },
        { method: 'cash', amount: aed(handed) },
      ]);
      if (card >= owed) expect(result.ok).toBe(false);
      else {
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.value.paid).toBe(Math.min(owed, card + handed));
        expect(result.value.change).toBe(Math.max(0, card + handed - owed));
      }
    },
  );
  it('reads the typed AED amounts', () => {
    const result = checkSplitForm(10000, [
      { method: 'cash', amount: '70', vaultId: 1 },
      { method: 'visa', amount: '40.50', vaultId: 2 },
    ]);
    expect(result.ok && result.value).toMatchObject({ paid: 10000, change: 1050 });
  });
  it('refuses an amount that does not read, naming the part', () => {
    expect(
      checkSplitForm(10000, [
        { method: 'cash', amount: '5' },
        { method: 'visa', amount: 'x' },
      ]),
    ).toEqual({
      ok: false,
      code: 'payment.split-amount-invalid',
      params: { part: 2 },
    });
  });
});
