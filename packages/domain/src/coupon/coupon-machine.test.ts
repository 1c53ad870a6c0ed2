import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, initialTransition, transition } from 'xstate';
import { COUPON_FLAG_RESET_MS } from '../constants/limits.js';
import { couponMachine } from './coupon-machine.js';
import { type CouponValidity, type SelectedCoupon } from './coupon-terms.js';

const eid = { code: 'EID10', id: 3 };

function start(verdict: (coupon: SelectedCoupon) => Promise<CouponValidity>, selected = true) {
  return createActor(
    couponMachine.provide({
      actors: { validateCoupon: fromPromise(({ input }) => verdict(input)) },
    }),
    { input: { hasCustomer: selected, hasVehicle: selected } },
  ).start();
}

describe('couponMachine steps (transition)', () => {
  it('keeps the coupon pending with no customer or vehicle selected', () => {
    const [s0] = initialTransition(couponMachine, {});
    const [s1] = transition(couponMachine, s0, { type: 'coupon.select', coupon: eid });
    expect(s1.value).toBe('pending');
    expect(s1.context.notice).toEqual({ code: 'coupon.pending' });
  });
  it('validates at once when customer and vehicle are selected', () => {
    const [s0] = initialTransition(couponMachine, { hasCustomer: true, hasVehicle: true });
    const [s1] = transition(couponMachine, s0, { type: 'coupon.select', coupon: eid });
    expect(s1.value).toBe('validating');
  });
  it('removes the coupon on the no-coupon choice', () => {
    const [s0] = initialTransition(couponMachine, {});
    const [s1] = transition(couponMachine, s0, { type: 'coupon.select', coupon: null });
    expect(s1.value).toBe('removed');
    expect(s1.context.notice).toEqual({ code: 'coupon.removed' });
  });
});

describe('couponMachine flows', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies a valid coupon with its name, then resets the flags after 200 ms and 1000 ms', async () => {
    const actor = start(async () => ({ value: true, reasons: [] }));
    actor.send({ type: 'coupon.select', coupon: eid });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('applied');
    expect(actor.getSnapshot().context).toMatchObject({
      coupon: eid,
      notice: { code: 'coupon.applied', params: { name: 'EID10' } },
      isJustApplied: true,
    });
    await vi.advanceTimersByTimeAsync(COUPON_FLAG_RESET_MS.applying);
    expect(actor.getSnapshot().context.isJustApplied).toBe(false);
    await vi.advanceTimersByTimeAsync(COUPON_FLAG_RESET_MS.feedback);
    expect(actor.getSnapshot().context.notice).toBeNull();
    expect(actor.getSnapshot().context.coupon).toEqual(eid);
  });

  it('removes an invalid coupon and shows the server reasons, then clears the feedback', async () => {
    const actor = start(async () => ({ value: false, reasons: ['Coupon expired'] }));
    actor.send({ type: 'coupon.select', coupon: eid });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({
      coupon: null,
      notice: { code: 'coupon.invalid', reasons: ['Coupon expired'], reasonCodes: [] },
      isJustRemoved: true,
    });
    await vi.advanceTimersByTimeAsync(COUPON_FLAG_RESET_MS.feedback);
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.isJustRemoved).toBe(false);
  });

  it('treats a failed validation as invalid with no reasons (Invalid coupon code)', async () => {
    const actor = start(() => Promise.reject(new Error('offline')));
    actor.send({ type: 'coupon.select', coupon: eid });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notice).toEqual({
      code: 'coupon.invalid',
      reasons: [],
      reasonCodes: [],
    });
  });

  it('validates a pending coupon once a customer and vehicle are selected', async () => {
    const seen: SelectedCoupon[] = [];
    const actor = start(async (coupon) => {
      seen.push(coupon);
      return { value: true, reasons: [] };
    }, false);
    actor.send({ type: 'coupon.select', coupon: eid });
    actor.send({ type: 'coupon.selection-change', hasCustomer: true, hasVehicle: false });
    expect(actor.getSnapshot().value).toBe('pending');
    actor.send({ type: 'coupon.selection-change', hasCustomer: true, hasVehicle: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([eid]);
    expect(actor.getSnapshot().value).toBe('applied');
  });

  it('says Coupon removed when no coupon is chosen after one was applied', async () => {
    const actor = start(async () => ({ value: true, reasons: [] }));
    actor.send({ type: 'coupon.select', coupon: eid });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'coupon.select', coupon: null });
    expect(actor.getSnapshot().context).toMatchObject({
      coupon: null,
      notice: { code: 'coupon.removed' },
    });
    await vi.advanceTimersByTimeAsync(COUPON_FLAG_RESET_MS.feedback);
    expect(actor.getSnapshot().value).toBe('none');
    actor.send({ type: 'coupon.selection-change', hasCustomer: false, hasVehicle: false });
    expect(actor.getSnapshot().context.hasCustomer).toBe(false);
  });
});

describe('couponMachine without the app actor', () => {
  it('treats the coupon as invalid instead of hanging', async () => {
    const actor = createActor(couponMachine, {
      input: { hasCustomer: true, hasVehicle: true },
    }).start();
    actor.send({ type: 'coupon.select', coupon: eid });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('refused');
  });
});
