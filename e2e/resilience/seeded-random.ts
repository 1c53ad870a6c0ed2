// A small seeded pseudo-random generator (mulberry32), so a generated corpus is the same on
// every run and a failure can be replayed.

/** Draws numbers, picks and strings from one seed. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  }

  /** A string of `length` characters drawn from `alphabet`. */
  text(length: number, alphabet: string): string {
    const chars = [...alphabet];
    return Array.from({ length }, () => this.pick(chars)).join('');
  }
}
