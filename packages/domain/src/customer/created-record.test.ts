import { describe, expect, it } from 'vitest';
import { toCreatedRecord } from './created-record.js';

describe('toCreatedRecord', () => {
  it('reads the record from data, or top-level fields', () => {
    expect(toCreatedRecord({ data: { id: 4, year: 2022 } })).toEqual({ id: 4, year: 2022 });
    expect(toCreatedRecord({ id: 'v-4', code: 'A' })).toEqual({ id: 'v-4', code: 'A' });
    expect(toCreatedRecord({ data: {}, id: 5 })).toEqual({ data: {}, id: 5 });
  });

  it('is null without an id', () => {
    expect(toCreatedRecord({ data: { year: 2022 } })).toBeNull();
    expect(toCreatedRecord({ id: -1 })).toBeNull();
    expect(toCreatedRecord({ id: '' })).toBeNull();
    expect(toCreatedRecord('x')).toBeNull();
  });
});
