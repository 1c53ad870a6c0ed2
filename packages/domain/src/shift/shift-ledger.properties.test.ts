import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { filsArb } from '../test/arbitraries.js';
import { CASH_MOVEMENT_REASONS, shiftCash, type ShiftEntry } from './shift-ledger.js';

const entryArb: fc.Arbitrary<ShiftEntry> = fc.oneof(
  fc
    .record({ price: filsArb, change: filsArb })
    .map(({ price, change }) => ({ kind: 'cash-sale' as const, tendered: price + change, change })),
  filsArb.map((amount) => ({ kind: 'cash-refund' as const, amount })),
  fc
    .record({ reason: fc.constantFrom(...CASH_MOVEMENT_REASONS), amount: filsArb })
    .map(({ reason, amount }) => ({ kind: 'movement' as const, reason, amount })),
);
const entriesArb = fc.array(entryArb, { maxLength: 60 });

/** The expected cash worked out entry by entry, as a cashier would by hand. */
function byHand(float: number, entries: readonly ShiftEntry[]): number {
  let drawer = float;
  for (const entry of entries) {
    if (entry.kind === 'cash-sale') drawer = drawer + entry.tendered - entry.change;
    else if (entry.kind === 'cash-refund') drawer -= entry.amount;
    else if (entry.reason === 'float-top-up') drawer += entry.amount;
    else drawer -= entry.amount;
  }
  return drawer;
}

describe('shiftCash', () => {
  test.prop([filsArb, entriesArb])(
    'expects the float plus cash sales, less change and refunds, plus or minus movements',
    (float, entries) => {
      const cash = shiftCash(float, entries);
      expect(cash.expected).toBe(byHand(float, entries));
      expect(cash.expected).toBe(
        cash.float + cash.tendered - cash.change - cash.refunds + cash.cashIn - cash.cashOut,
      );
      expect(cash.cashSales).toBe(cash.tendered - cash.change);
    },
  );

  test.prop([filsArb, entriesArb])(
    'does not depend on the order of the postings',
    (float, entries) => {
      expect(shiftCash(float, [...entries].reverse())).toEqual(shiftCash(float, entries));
    },
  );

  test.prop([filsArb, entriesArb, entriesArb])(
    'adds up over two runs of postings',
    (float, first, second) => {
      const whole = shiftCash(float, [...first, ...second]).expected;
      const part = shiftCash(float, first).expected;
      expect(whole - part).toBe(shiftCash(0, second).expected);
    },
  );

  it('counts a bank drop and a petty expense out and a float top-up in', () => {
    const cash = shiftCash(10_000, [
      { kind: 'movement', reason: 'bank-drop', amount: 3_000 },
      { kind: 'movement', reason: 'petty-expense', amount: 500 },
      { kind: 'movement', reason: 'float-top-up', amount: 2_000 },
    ]);
    expect(cash).toMatchObject({ cashIn: 2_000, cashOut: 3_500, expected: 8_500 });
  });
});
