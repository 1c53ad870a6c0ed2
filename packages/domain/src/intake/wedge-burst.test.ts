import { describe, expect, it } from 'vitest';
import { feedWedgeKey, NO_BURST, WEDGE_GAP_MS, type WedgeBurst } from './wedge-burst.js';

/** Feeds keys with their press times (fake milliseconds) and returns each barcode found. */
function feed(keys: readonly (readonly [string, number])[]): (string | null)[] {
  let burst: WedgeBurst = NO_BURST;
  return keys.map(([key, at]) => {
    const step = feedWedgeKey(burst, key, at);
    burst = step.burst;
    return step.barcode;
  });
}

/** A scanner's burst: each character `gap` ms after the one before, then Enter. */
function burstOf(text: string, start: number, gap: number): [string, number][] {
  const keys: [string, number][] = [...text].map((key, index) => [key, start + index * gap]);
  return [...keys, ['Enter', start + text.length * gap]];
}

describe('feedWedgeKey', () => {
  it('reads a scanner burst ending in Enter as its barcode', () => {
    expect(feed(burstOf('6291041500213', 1000, 8)).at(-1)).toBe('6291041500213');
  });

  it('takes a burst whose keys are exactly the gap apart', () => {
    expect(feed(burstOf('40063813', 0, WEDGE_GAP_MS)).at(-1)).toBe('40063813');
  });

  it('does not read a person typing (keys slower than the gap) as a scan', () => {
    expect(feed(burstOf('40063813', 0, WEDGE_GAP_MS + 1))).toEqual(Array(9).fill(null));
  });

  it('starts a new burst after a pause, so earlier slow keys are not part of the barcode', () => {
    const slow: [string, number][] = [
      ['9', 0],
      ['9', 400],
    ];
    expect(feed([...slow, ...burstOf('12345678', 2000, 5)]).at(-1)).toBe('12345678');
  });

  it('needs at least four characters and ends on any other key', () => {
    expect(feed(burstOf('123', 0, 5)).at(-1)).toBeNull();
    expect(
      feed([
        ['1', 0],
        ['2', 5],
        ['3', 10],
        ['Tab', 12],
        ['4', 14],
        ['Enter', 16],
      ]).at(-1),
    ).toBeNull();
  });

  it('lets Shift through for capital letters', () => {
    const keys: [string, number][] = [
      ['Shift', 0],
      ['A', 2],
      ['B', 6],
      ['Shift', 8],
      ['1', 10],
      ['2', 14],
      ['Enter', 18],
    ];
    expect(feed(keys).at(-1)).toBe('AB12');
  });
});
