import { describe, expect, it } from 'vitest';
import { planProblems, type PlanEntry } from './plan-entry.js';

const book: PlanEntry = {
  name: { en: '10-wash book', ar: 'دفتر ١٠ غسلات' },
  kind: 'uses',
  uses: 10,
  value_fils: null,
  validity: { unit: 'months', count: 6 },
  limits: { day: 1, week: null, month: null },
  coverage: [{ option_id: 1, car_group_id: 2 }],
  branch_ids: [],
  prices: [{ car_group_id: 2, price_fils: 25_000 }],
};

describe('planProblems', () => {
  it('accepts a whole plan', () => {
    expect(planProblems(book)).toEqual({});
  });

  it('names every problem by field', () => {
    expect(
      planProblems({
        ...book,
        name: { en: ' ', ar: 'x' },
        uses: 0,
        validity: { unit: 'days', count: 0 },
        limits: { day: 0, week: 2.5, month: null },
        coverage: [],
        prices: [{ car_group_id: 9, price_fils: 1 }],
      }),
    ).toEqual({
      'name.en': 'catalogue.text-required',
      uses: 'plan.uses-invalid',
      validity: 'plan.validity-invalid',
      'limits.day': 'plan.limit-invalid',
      'limits.week': 'plan.limit-invalid',
      coverage: 'plan.coverage-required',
      'prices.0': 'catalogue.car-group-unknown',
    });
  });

  it('needs a value for a stored-value plan and a known car group in its cover', () => {
    expect(
      planProblems({
        ...book,
        kind: 'value',
        uses: null,
        value_fils: 0,
        coverage: [{ option_id: 1, car_group_id: 4 }],
      }),
    ).toEqual({ value: 'plan.value-invalid', 'coverage.0': 'catalogue.car-group-unknown' });
  });
});

describe('planProblems of a plan no form would send', () => {
  it('names a stored-value plan without a value, an unknown kind and an unknown validity unit', () => {
    const odd = {
      ...book,
      kind: 'value',
      value_fils: null,
      validity: { unit: 'years', count: 1 },
    } as unknown as PlanEntry;
    expect(planProblems(odd)).toMatchObject({
      value: 'plan.value-invalid',
      validity: 'plan.validity-invalid',
    });
    expect(planProblems({ ...book, kind: 'visits' } as unknown as PlanEntry)).toMatchObject({
      kind: 'plan.kind-unknown',
    });
    expect(planProblems({ ...book, uses: null })).toMatchObject({ uses: 'plan.uses-invalid' });
  });
});
