import { describe, expect, it } from 'vitest';
import { coveredOptionIds, coveringPlan, planNameMatches } from './plan-cover.js';

const book = {
  id: 7,
  status: 'active',
  coverage: [
    { option_id: 5, car_group_id: 2 },
    { option_id: 6, car_group_id: 2 },
  ],
};

describe('coveringPlan', () => {
  it('finds the active plan covering every option for the car group', () => {
    expect(coveringPlan([book], [5, 6], 2)).toBe(book);
  });

  it('finds none for another group, an uncovered option, no options or a plan not active', () => {
    expect(coveringPlan([book], [5], 3)).toBeNull();
    expect(coveringPlan([book], [5, 8], 2)).toBeNull();
    expect(coveringPlan([book], [], 2)).toBeNull();
    expect(coveringPlan([{ ...book, status: 'used-up' }], [5], 2)).toBeNull();
  });
});

describe("a plan's card", () => {
  const coverage = [
    { option_id: 5, car_group_id: 2 },
    { option_id: 5, car_group_id: 3 },
    { option_id: 6, car_group_id: 3 },
  ];
  it('lists the options covered for the car group, or for any group, each once', () => {
    expect(coveredOptionIds(coverage, 2)).toEqual([5]);
    expect(coveredOptionIds(coverage, 3)).toEqual([5, 6]);
    expect(coveredOptionIds(coverage, 1)).toEqual([]);
    expect(coveredOptionIds(coverage, null)).toEqual([5, 6]);
  });
  it('matches a search in either language, ignoring case; an empty search matches', () => {
    const name = { en: '10-wash book', ar: 'دفتر ١٠ غسلات' };
    expect(planNameMatches(name, ' WASH ')).toBe(true);
    expect(planNameMatches(name, 'دفتر')).toBe(true);
    expect(planNameMatches(name, '')).toBe(true);
    expect(planNameMatches(name, 'polish')).toBe(false);
  });
});
