// The shared field readers at their edges: strictly read numbers (calendar dates are the
// domain's isLocalDate, tested there).
import { expect, it } from 'vitest';
import { z } from 'zod';
import { strictNumber } from './fields.js';

it('reads JSON numbers and decimal text as numbers, and nothing else', () => {
  const number = strictNumber(z.number());
  for (const [input, read] of [
    [5, 5],
    ['5', 5],
    ['-2.5', -2.5],
    ['007', 7],
  ] as const)
    expect(number.parse(input)).toBe(read);
  for (const input of [true, [5], '0x10', '1e3', '', ' 5', '5 ', '+5', '.5', 'Infinity', null])
    expect(number.safeParse(input).success, JSON.stringify(input)).toBe(false);
});
