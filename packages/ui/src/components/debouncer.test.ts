import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debouncer.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createDebouncer', () => {
  it('runs once with the last value, the wait after the last schedule', () => {
    const run = vi.fn();
    const search = createDebouncer(500, run);
    search.schedule('1');
    vi.advanceTimersByTime(499);
    search.schedule('10');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith('10');
  });

  it('drops the pending run when cancelled, and runs again after a new schedule', () => {
    const run = vi.fn();
    const search = createDebouncer(300, run);
    search.schedule('1042');
    search.cancel();
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
    search.schedule('wash');
    vi.advanceTimersByTime(300);
    expect(run).toHaveBeenCalledExactlyOnceWith('wash');
  });
});
