import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_KINDS,
  type ApprovalRules,
  approvalRulesProblem,
  coversApprovals,
  DEFAULT_APPROVAL_RULES,
  isLargeDiscount,
  isLoweredPrice,
  orderDeleteApprovals,
  refundApprovals,
  saleApprovals,
} from './approval-rules.js';
import { approvalPinProblem } from './approval-pin.js';

const fils = fc.integer({ min: 0, max: 100_000_000 });
const rules = fc.record<ApprovalRules>({
  largeDiscount: fc.boolean(),
  largeDiscountPercent: fc.integer({ min: 1, max: 100 }),
  largeDiscountFils: fc.integer({ min: 1, max: 10_000_000 }),
  loweredPrice: fc.boolean(),
  orderDelete: fc.boolean(),
  refund: fc.boolean(),
});
const line = fc.record({ listPrice: fils, setPrice: fc.option(fils, { nil: null }) });
const sale = fc.record({ subtotal: fils, manualDiscount: fils, lines: fc.array(line) });

describe('the default rules', () => {
  it('ask for large discounts, lowered prices and refunds, not for deleting', () => {
    expect(DEFAULT_APPROVAL_RULES).toMatchObject({
      largeDiscount: true,
      loweredPrice: true,
      refund: true,
      orderDelete: false,
    });
    expect(orderDeleteApprovals(DEFAULT_APPROVAL_RULES)).toEqual([]);
    expect(refundApprovals(DEFAULT_APPROVAL_RULES)).toEqual(['refund']);
  });

  it('call a discount large above 20 % or above AED 100, not at either', () => {
    expect(isLargeDiscount(DEFAULT_APPROVAL_RULES, 10_000, 2_000)).toBe(false);
    expect(isLargeDiscount(DEFAULT_APPROVAL_RULES, 10_000, 2_001)).toBe(true);
    expect(isLargeDiscount(DEFAULT_APPROVAL_RULES, 100_000, 10_000)).toBe(false);
    expect(isLargeDiscount(DEFAULT_APPROVAL_RULES, 100_000, 10_001)).toBe(true);
    expect(isLargeDiscount(DEFAULT_APPROVAL_RULES, 0, 0)).toBe(false);
  });
});

describe('isLargeDiscount', () => {
  test.prop([rules, fils, fils])(
    'is large exactly when above the amount or above the share',
    (r, subtotal, discount) => {
      const aboveShare = subtotal > 0 && discount * 100 > subtotal * r.largeDiscountPercent;
      const expected = discount > 0 && (discount > r.largeDiscountFils || aboveShare);
      expect(isLargeDiscount(r, subtotal, discount)).toBe(expected);
    },
  );

  test.prop([rules, fils, fils, fc.integer({ min: 0, max: 1_000_000 })])(
    'never stops being large when more is taken off',
    (r, subtotal, discount, more) => {
      if (isLargeDiscount(r, subtotal, discount)) {
        expect(isLargeDiscount(r, subtotal, discount + more)).toBe(true);
      }
    },
  );
});

describe('saleApprovals', () => {
  test.prop([rules, sale])('asks nothing of a rule switched off', (r, s) => {
    const off = { ...r, largeDiscount: false, loweredPrice: false };
    expect(saleApprovals(off, s)).toEqual([]);
  });

  test.prop([rules, sale])('asks exactly what the switched-on rules find', (r, s) => {
    const kinds = saleApprovals(r, s);
    expect(kinds.includes('large-discount')).toBe(
      r.largeDiscount && isLargeDiscount(r, s.subtotal, s.manualDiscount),
    );
    expect(kinds.includes('lowered-price')).toBe(r.loweredPrice && s.lines.some(isLoweredPrice));
    expect(kinds.every((kind) => kind === 'large-discount' || kind === 'lowered-price')).toBe(true);
  });

  test.prop([rules, fc.array(line)])(
    'asks nothing without a discount or a lowered price',
    (r, lines) => {
      const raised = lines.map((l) => ({
        ...l,
        setPrice: l.setPrice === null ? null : l.listPrice,
      }));
      expect(saleApprovals(r, { subtotal: 10_000, manualDiscount: 0, lines: raised })).toEqual([]);
    },
  );

  it('counts an add-on price below the list price, not one at or above it', () => {
    expect(isLoweredPrice({ listPrice: 5_000, setPrice: 4_999 })).toBe(true);
    expect(isLoweredPrice({ listPrice: 5_000, setPrice: 5_000 })).toBe(false);
    expect(isLoweredPrice({ listPrice: 5_000, setPrice: 9_000 })).toBe(false);
    expect(isLoweredPrice({ listPrice: 5_000, setPrice: null })).toBe(false);
  });
});

describe('coversApprovals', () => {
  const kinds = fc.subarray([...APPROVAL_KINDS]);
  test.prop([kinds, kinds])('covers a set exactly when it holds each of its kinds', (a, b) => {
    expect(coversApprovals(a, b)).toBe(b.every((kind) => a.includes(kind)));
    expect(coversApprovals(a, a)).toBe(true);
    expect(coversApprovals(a, [])).toBe(true);
  });
});

describe('approvalRulesProblem', () => {
  test.prop([rules])('takes every whole share from 1 to 100 and every amount above 0', (r) => {
    expect(approvalRulesProblem(r)).toBeNull();
  });

  it('refuses a share outside 1–100, a fraction, and an amount of 0', () => {
    for (const largeDiscountPercent of [0, 101, 12.5]) {
      expect(approvalRulesProblem({ ...DEFAULT_APPROVAL_RULES, largeDiscountPercent })).toBe(
        'approval.threshold-invalid',
      );
    }
    expect(approvalRulesProblem({ ...DEFAULT_APPROVAL_RULES, largeDiscountFils: 0 })).toBe(
      'approval.threshold-invalid',
    );
  });
});

describe('approvalPinProblem', () => {
  test.prop([fc.stringMatching(/^[0-9]{4,6}$/)])('takes 4 to 6 digits', (pin) => {
    expect(approvalPinProblem(pin)).toBeNull();
  });

  test.prop([fc.string().filter((text) => !/^[0-9]{4,6}$/.test(text))])(
    'refuses anything else',
    (text) => {
      expect(approvalPinProblem(text)).toBe('approval.pin-format');
    },
  );

  it('refuses Arabic-Indic digits and too few or too many', () => {
    expect(approvalPinProblem('١٢٣٤')).toBe('approval.pin-format');
    expect(approvalPinProblem('123')).toBe('approval.pin-format');
    expect(approvalPinProblem('1234567')).toBe('approval.pin-format');
  });
});
