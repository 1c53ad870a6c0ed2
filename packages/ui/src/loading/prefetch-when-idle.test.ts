import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from './prefetch-when-idle.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('prefetchWhenIdle', () => {
  it('fetches every part once the browser is idle, and a failed fetch is not thrown', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      idle = run;
      return 7;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const ok = vi.fn(() => Promise.resolve('code'));
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    prefetchWhenIdle([ok, failing]);
    expect(ok).not.toHaveBeenCalled();
    idle?.();
    expect(ok).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('waits 200 ms where there is no idle callback, and fetches nothing once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.resolve('code'));
    prefetchWhenIdle([load]);
    vi.advanceTimersByTime(199);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    const cancel = prefetchWhenIdle([load]);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
