import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { gridMove, isGridKey } from './grid-move.js';

const ltr = { count: 7, columns: 3, isRtl: false };
const rtl = { ...ltr, isRtl: true };

describe('gridMove', () => {
  it('moves along the reading direction, by rows, and to the ends', () => {
    expect(gridMove(0, 'ArrowRight', ltr)).toBe(1);
    expect(gridMove(1, 'ArrowLeft', ltr)).toBe(0);
    expect(gridMove(1, 'ArrowDown', ltr)).toBe(4);
    expect(gridMove(4, 'ArrowUp', ltr)).toBe(1);
    expect(gridMove(3, 'Home', ltr)).toBe(0);
    expect(gridMove(3, 'End', ltr)).toBe(6);
  });

  it('goes the other way in Arabic: ArrowLeft is forward', () => {
    expect(gridMove(0, 'ArrowLeft', rtl)).toBe(1);
    expect(gridMove(1, 'ArrowRight', rtl)).toBe(0);
    expect(gridMove(0, 'ArrowRight', rtl)).toBeNull();
  });

  it('stays put at the edges and below the last row', () => {
    expect(gridMove(0, 'ArrowLeft', ltr)).toBeNull();
    expect(gridMove(0, 'ArrowUp', ltr)).toBeNull();
    expect(gridMove(5, 'ArrowDown', ltr)).toBeNull();
    expect(gridMove(6, 'ArrowRight', ltr)).toBeNull();
    expect(gridMove(0, 'Home', ltr)).toBeNull();
  });

  test.prop([
    fc.integer({ min: 1, max: 60 }),
    fc.integer({ min: 1, max: 8 }),
    fc.boolean(),
    fc.constantFrom('ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End' as const),
    fc.nat(),
  ])('always lands on another cell of the grid, or nowhere', (count, columns, isRtl, key, at) => {
    const index = at % count;
    const next = gridMove(index, key, { count, columns, isRtl });
    if (next !== null) {
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThan(count);
      expect(next).not.toBe(index);
    }
  });

  it('knows its keys', () => {
    expect(['ArrowUp', 'End', 'Enter', 'a'].map(isGridKey)).toEqual([true, true, false, false]);
  });
});
