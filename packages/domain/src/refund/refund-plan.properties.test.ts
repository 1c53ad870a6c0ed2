import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { vatBreakdown, type VatPart } from '../tax/vat-breakdown.js';
import { addCredits, planRefund, type RefundRequest } from './refund-plan.js';
import { orderPaymentState, refundableFils } from './payment-state.js';

const saleArb = fc
  .record({
    lineAmounts: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { minLength: 1, maxLength: 8 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    servicePrice: fc.integer({ min: 0, max: 100_000 }),
    shipping: fc.integer({ min: 0, max: 100_000 }),
    pricesIncludeVat: fc.boolean(),
    rate: fc.constantFrom(0, 500),
  })
  .map((sale) => {
    const subtotal = sale.lineAmounts.reduce((sum, amount) => sum + amount, 0);
    const breakdown = vatBreakdown({
      lineAmounts: sale.lineAmounts,
      discount: Math.floor((subtotal * sale.discountShare) / 100),
      servicePrice: sale.servicePrice,
      shipping: sale.shipping,
      settings: { pricesIncludeVat: sale.pricesIncludeVat, rateBasisPoints: sale.rate },
    });
    const parts: VatPart[] = [...breakdown.lines, breakdown.serviceFee, breakdown.shipping];
    return { breakdown, parts, lineCount: breakdown.lines.length };
  });

const requestArb: fc.Arbitrary<RefundRequest> = fc.oneof(
  fc.constant({ mode: 'whole' as const }),
  fc.integer({ min: 1, max: 3_000_000 }).map((amount) => ({ mode: 'amount' as const, amount })),
  fc
    .array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 })
    .map((lines) => ({ mode: 'lines' as const, lines })),
);

describe('planRefund', () => {
  it('gives back a whole paid order exactly as invoiced', () => {
    const parts = [
      { net: 10_000, vat: 500, gross: 10_500 },
      { net: 0, vat: 0, gross: 0 },
      { net: 0, vat: 0, gross: 0 },
    ];
    const plan = planRefund({
      parts,
      lineCount: 1,
      credited: [],
      paid: 10_500,
      refunded: 0,
      request: { mode: 'whole' },
    });
    expect(plan).toEqual({ ok: true, value: { parts, net: 10_000, vat: 500, gross: 10_500 } });
  });

  it('refuses more than is left, and a line refunded before', () => {
    const parts = [
      { net: 1_000, vat: 50, gross: 1_050 },
      { net: 2_000, vat: 100, gross: 2_100 },
    ];
    const base = { parts, lineCount: 2, credited: [], paid: 3_150, refunded: 3_000 };
    expect(planRefund({ ...base, request: { mode: 'amount', amount: 151 } })).toEqual({
      ok: false,
      code: 'refund.exceeds-refundable',
      params: { max: 150 },
    });
    expect(
      planRefund({
        ...base,
        refunded: 1_050,
        credited: [{ net: 1_000, vat: 50, gross: 1_050 }],
        request: { mode: 'lines', lines: [0] },
      }),
    ).toEqual({ ok: false, code: 'refund.line-already-refunded', params: { line: 0 } });
    expect(planRefund({ ...base, refunded: 3_150, request: { mode: 'whole' } })).toEqual({
      ok: false,
      code: 'refund.nothing-refundable',
    });
    expect(planRefund({ ...base, request: { mode: 'lines', lines: [] } }).ok).toBe(false);
    expect(planRefund({ ...base, request: { mode: 'lines', lines: [5] } })).toEqual({
      ok: false,
      code: 'refund.line-unknown',
      params: { line: 5 },
    });
  });

  test.prop([saleArb, fc.integer({ min: 0, max: 100 }), fc.array(requestArb, { maxLength: 6 })])(
    'a run of refunds never gives back more than was paid nor credits more VAT than invoiced',
    ({ breakdown, parts, lineCount }, paidShare, requests) => {
      const paid = Math.floor((breakdown.gross * paidShare) / 100);
      const credits: VatPart[][] = [];
      let refunded = 0;
      for (const request of requests) {
        const credited = addCredits(credits);
        const plan = planRefund({ parts, lineCount, credited, paid, refunded, request });
        if (!plan.ok) continue;
        expect(plan.value.gross).toBeGreaterThan(0);
        expect(plan.value.gross).toBeLessThanOrEqual(refundableFils(paid, refunded));
        if (request.mode === 'amount') expect(plan.value.gross).toBe(request.amount);
        plan.value.parts.forEach((part, index) => {
          expect(part.vat).toBeGreaterThanOrEqual(0);
          expect(part.net).toBeGreaterThanOrEqual(0);
          expect(part.net + part.vat).toBe(part.gross);
          const before = credited[index] ?? { net: 0, vat: 0, gross: 0 };
          expect(before.vat + part.vat).toBeLessThanOrEqual(parts[index]?.vat ?? 0);
          expect(before.gross + part.gross).toBeLessThanOrEqual(parts[index]?.gross ?? 0);
        });
        credits.push([...plan.value.parts]);
        refunded += plan.value.gross;
      }
      expect(refunded).toBeLessThanOrEqual(paid);
    },
  );

  test.prop([saleArb])('refunding a fully paid order whole credits exactly its VAT', (sale) => {
    const plan = planRefund({
      parts: sale.parts,
      lineCount: sale.lineCount,
      credited: [],
      paid: sale.breakdown.gross,
      refunded: 0,
      request: { mode: 'whole' },
    });
    if (sale.breakdown.gross === 0) return;
    expect(plan.ok && plan.value.vat).toBe(sale.breakdown.vat);
  });
});

describe('orderPaymentState', () => {
  it('names each state', () => {
    expect(orderPaymentState(100, 0, 0)).toBe('Unpaid');
    expect(orderPaymentState(100, 40, 0)).toBe('Partially paid');
    expect(orderPaymentState(100, 100, 0)).toBe('Paid');
    expect(orderPaymentState(100, 100, 1)).toBe('Partially refunded');
    expect(orderPaymentState(100, 40, 40)).toBe('Refunded');
  });

  test.prop([fc.nat(), fc.nat(), fc.nat()])(
    'refunded only once all that was paid went back',
    (total, paid, refunded) => {
      const state = orderPaymentState(total, paid, refunded);
      expect(state === 'Refunded').toBe(paid > 0 && refunded >= paid);
      expect(refundableFils(paid, refunded)).toBeGreaterThanOrEqual(0);
    },
  );
});
