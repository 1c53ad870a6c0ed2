import { TOAST_DURATION_MS } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { createToasts } from './create-toasts.js';

describe('createToasts', () => {
  it('gives every toast the spec’s 3000 ms unless told otherwise', () => {
    const toasts = createToasts();
    toasts.success('Cart cleared successfully');
    toasts.error('Failed to load profile data', { duration: null });
    toasts.info('Saved', { duration: 5000 });
    const timeouts = Object.fromEntries(
      toasts.queue.visibleToasts.map((toast) => [toast.content.message, toast.timeout]),
    );
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(timeouts).toEqual({
      'Cart cleared successfully': 3000,
      'Failed to load profile data': undefined,
      Saved: 5000,
    });
  });

  it('closes a toast by its key', () => {
    const toasts = createToasts();
    const key = toasts.warning('Slot is almost full');
    toasts.close(key);
    expect(toasts.queue.visibleToasts).toEqual([]);
  });
});
