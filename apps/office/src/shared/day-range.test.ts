import { describe, expect, it } from 'vitest';
import { isDayRange } from './day-range.js';

describe('isDayRange', () => {
  it('holds for two chosen days in order, the same day twice included', () => {
    expect(isDayRange({ from: '2026-03-01', to: '2026-03-31' })).toBe(true);
    expect(isDayRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
  });

  it('does not hold while a day is missing or the first is after the last', () => {
    expect(isDayRange({ from: '', to: '2026-03-31' })).toBe(false);
    expect(isDayRange({ from: '2026-03-01', to: '' })).toBe(false);
    expect(isDayRange({ from: '2026-04-01', to: '2026-03-31' })).toBe(false);
  });
});
