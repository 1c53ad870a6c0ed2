import { describe, expect, it } from 'vitest';
import { localDateAt } from './local-date.js';

describe('localDateAt', () => {
  it("gives the branch's date, which is already tomorrow in Dubai late in the UTC evening", () => {
    const lateUtc = new Date('2026-11-26T21:30:00Z');
    expect(localDateAt(lateUtc, 'Asia/Dubai')).toBe('2026-11-27');
    expect(localDateAt(lateUtc, 'Asia/Riyadh')).toBe('2026-11-27');
    expect(localDateAt(lateUtc, 'UTC')).toBe('2026-11-26');
  });
});
