import { describe, expect, it } from 'vitest';
import { coveringPlan } from './plan-cover.js';

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
