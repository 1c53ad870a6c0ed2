import { describe, expect, it } from 'vitest';
import { heldPlanLineProblem } from './held-plan-lines.js';

describe('a refund touching a plan still held', () => {
  it('is refused whole or by its line, naming the line', () => {
    expect(heldPlanLineProblem({ mode: 'whole' }, [1])).toEqual({
      ok: false,
      code: 'refund.plan-held',
      params: { line: 1 },
    });
    expect(heldPlanLineProblem({ mode: 'lines', lines: [0, 1] }, [1])).toMatchObject({
      params: { line: 1 },
    });
  });

  it('passes other lines, amounts, and orders holding no plan', () => {
    expect(heldPlanLineProblem({ mode: 'lines', lines: [0] }, [1])).toBeNull();
    expect(heldPlanLineProblem({ mode: 'amount', amount: 100 }, [1])).toBeNull();
    expect(heldPlanLineProblem({ mode: 'whole' }, [])).toBeNull();
  });
});
