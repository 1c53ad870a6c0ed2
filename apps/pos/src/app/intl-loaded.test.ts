import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTL_WAIT_MS, intlLoaded } from './intl-loaded.js';

/** A worker that answers (or fails) when the test says so. */
function fakeWorker() {
  const worker: { onmessage: (() => void) | null; onerror: (() => void) | null } = {
    onmessage: null,
    onerror: null,
  };
  return worker;
}

/** Whether `promise` has settled once pending callbacks ran. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('intlLoaded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the worker to say Intl is loaded', async () => {
    const worker = fakeWorker();
    const loaded = intlLoaded(() => worker);
    expect(await isSettled(loaded)).toBe(false);
    worker.onmessage?.();
    expect(await isSettled(loaded)).toBe(true);
  });

  it('lets the app start when the worker’s script cannot load', async () => {
    const worker = fakeWorker();
    const loaded = intlLoaded(() => worker);
    worker.onerror?.();
    expect(await isSettled(loaded)).toBe(true);
  });

  it('lets the app start at once when no worker can be made', async () => {
    const loaded = intlLoaded(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(await isSettled(loaded)).toBe(true);
  });

  it('lets the app start when the worker never answers', async () => {
    const loaded = intlLoaded(fakeWorker);
    vi.advanceTimersByTime(INTL_WAIT_MS - 1);
    expect(await isSettled(loaded)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await isSettled(loaded)).toBe(true);
  });
});
