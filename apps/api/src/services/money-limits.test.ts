// The line and total limits at their exact edges: at the limit passes, one fils above is refused
// with the limit in params and the field named.
import { MAX_LINE_TOTAL_FILS, MAX_ORDER_TOTAL_FILS } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { refuseOversized, refuseOversizedTotal } from './money-limits.js';

const CODES = { line: 'cart.line-too-large', total: 'cart.total-too-large' } as const;
const line = (field: string, unitFils: number, quantity = 1, addOnFils: number | null = null) => ({
  field,
  unitFils,
  quantity,
  addOnFils,
});
function refusal(run: () => void): ApiError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('refuseOversized', () => {
  it('takes a line of exactly the line limit, add-ons included, and refuses one fils more', () => {
    const half = MAX_LINE_TOTAL_FILS / 2;
    expect(refusal(() => refuseOversized([line('p.0', half, 1, half)], CODES, 'p'))).toBe(
      undefined,
    );
    const above = refusal(() => refuseOversized([line('p.0', half, 1, half + 1)], CODES, 'p'));
    expect(above?.code).toBe('cart.line-too-large');
    expect(above?.params).toEqual({ max: String(MAX_LINE_TOTAL_FILS / 100) });
    expect(Object.keys(above?.errors ?? {})).toEqual(['p.0']);
  });

  it('names the first line above the limit', () => {
    const lines = [line('p.0', 1), line('p.1', MAX_LINE_TOTAL_FILS, 2), line('p.2', 1)];
    expect(Object.keys(refusal(() => refuseOversized(lines, CODES, 'p'))?.errors ?? {})).toEqual([
      'p.1',
    ]);
  });

  it('takes lines summing to exactly the total limit and refuses one fils more', () => {
    const count = MAX_ORDER_TOTAL_FILS / MAX_LINE_TOTAL_FILS;
    const full = Array.from({ length: count }, (_, index) =>
      line(`p.${index}`, MAX_LINE_TOTAL_FILS),
    );
    expect(refusal(() => refuseOversized(full, CODES, 'p'))).toBe(undefined);
    const above = refusal(() => refuseOversized([...full, line('p.x', 1)], CODES, 'p'));
    expect(above?.code).toBe('cart.total-too-large');
    expect(Object.keys(above?.errors ?? {})).toEqual(['p']);
  });
});

describe('refuseOversizedTotal', () => {
  it('takes a total at the limit and refuses one fils more', () => {
    expect(
      refusal(() => refuseOversizedTotal('cart.total-too-large', 'p', [MAX_ORDER_TOTAL_FILS])),
    ).toBe(undefined);
    const above = refusal(() =>
      refuseOversizedTotal('cart.total-too-large', 'p', [1, MAX_ORDER_TOTAL_FILS + 1]),
    );
    expect(above?.code).toBe('cart.total-too-large');
  });
});
