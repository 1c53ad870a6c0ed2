import { describe, expect, it } from 'vitest';
import { serviceCandidate, washOption } from '../test/fixtures.js';
import { amal, badr, settle, startSale } from '../test/sale-harness.js';

const wash = serviceCandidate(1, washOption(10, 8000));
const amalCar = amal.cars[0] ?? { id: 0, plate: '' };
const badrCar = badr.cars[0] ?? { id: 0, plate: '' };

/** A sale with Amal and her car chosen and one wash in the cart. */
function saleWithWash() {
  const sale = startSale();
  sale.actor.send({ type: 'sale.customer-select', customer: amal });
  sale.actor.send({ type: 'sale.vehicle-select', vehicle: amalCar });
  sale.actor.send({ type: 'cart.add', candidate: wash });
  return sale;
}

describe('the sale holds the selection once and tells its cart', () => {
  it('gives the cart the chosen customer and vehicle ids', () => {
    const sale = saleWithWash();
    expect(sale.sale.customer).toBe(amal);
    expect(sale.sale.vehicle).toBe(amalCar);
    expect(sale.cart).toMatchObject({ customerId: 1, carId: 2 });
    expect(sale.cart.lines).toHaveLength(1);
  });

  it('keeps the cart, customer and vehicle on "Change customer" until one is chosen', () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.customer-change' });
    expect(sale.sale.isChangingCustomer).toBe(true);
    expect(sale.sale.customer).toBe(amal);
    expect(sale.sale.vehicle).toBe(amalCar);
    expect(sale.cart.lines).toHaveLength(1);
    expect(sale.emitted).toEqual([]);
  });

  it('keeps everything when the same customer is chosen again after "Change customer"', () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.customer-change' });
    sale.actor.send({ type: 'sale.customer-select', customer: amal });
    expect(sale.sale).toMatchObject({
      isChangingCustomer: false,
      customer: amal,
      vehicle: amalCar,
    });
    expect(sale.cart.lines).toHaveLength(1);
  });

  it('ends "Change customer" without a change when it is cancelled', () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.customer-change' });
    sale.actor.send({ type: 'sale.customer-change-cancel' });
    expect(sale.sale.isChangingCustomer).toBe(false);
    expect(sale.cart.lines).toHaveLength(1);
  });

  it('clears the vehicle and the cart when a different customer is chosen, and says so', () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.customer-change' });
    sale.actor.send({ type: 'sale.customer-select', customer: badr });
    expect(sale.sale).toMatchObject({ isChangingCustomer: false, customer: badr, vehicle: null });
    expect(sale.cart).toMatchObject({ customerId: 5, carId: null, lines: [] });
    expect(sale.emitted).toEqual([
      { type: 'sale.cart-cleared', code: 'cart.cleared-customer-change' },
    ]);
  });

  it('clears the cart when another vehicle is chosen, and says so', () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.vehicle-select', vehicle: { id: 9, plate: 'C 3' } });
    expect(sale.cart).toMatchObject({ carId: 9, lines: [] });
    expect(sale.emitted).toEqual([
      { type: 'sale.cart-cleared', code: 'cart.cleared-vehicle-change' },
    ]);
  });

  it('prices an empty cart for a newly chosen vehicle, and says nothing', () => {
    const sale = startSale();
    sale.actor.send({ type: 'sale.customer-select', customer: badr });
    sale.actor.send({ type: 'sale.vehicle-select', vehicle: badrCar });
    expect(sale.requests.map((request) => request.input.car_id)).toEqual([6]);
    expect(sale.emitted).toEqual([]);
  });

  it('chooses the vehicle a plate search named together with its customer', () => {
    const sale = startSale();
    sale.actor.send({ type: 'sale.customer-select', customer: amal, vehicle: amalCar });
    expect(sale.sale).toMatchObject({ customer: amal, vehicle: amalCar });
    expect(sale.cart).toMatchObject({ customerId: 1, carId: 2 });
    sale.actor.send({ type: 'sale.customer-select', customer: badr, vehicle: null });
    expect(sale.sale).toMatchObject({ customer: badr, vehicle: null });
  });

  it('adds a created vehicle to the customer and selects it', () => {
    const sale = startSale();
    sale.actor.send({ type: 'sale.customer-select', customer: amal });
    const created = { id: 12, plate: 'N 9' };
    sale.actor.send({ type: 'sale.vehicle-add', vehicle: created });
    expect(sale.sale.customer?.cars).toEqual([amalCar, created]);
    expect(sale.sale.vehicle).toBe(created);
    expect(sale.cart.carId).toBe(12);
  });
});

describe('the coupon is checked through the sale cart', () => {
  const eid = { code: 'EID10', id: 3 };

  it('applies a coupon the cart call accepts, with one call only', async () => {
    const sale = saleWithWash();
    const before = sale.requests.length;
    sale.actor.send({ type: 'sale.coupon-select', coupon: eid });
    expect(sale.requests).toHaveLength(before + 1);
    expect(sale.requests[before]?.input).toMatchObject({ coupon_code: 'EID10', coupon_id: 3 });
    await sale.answer(before + 1, { is_valid_coupon: { value: true, reasons: [] } });
    expect(sale.coupon.value).toBe('applied');
    expect(sale.cart.coupon).toEqual(eid);
    expect(sale.requests).toHaveLength(before + 1);
  });

  it('takes a refused coupon off the cart and keeps the reason codes for the notice', async () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.coupon-select', coupon: eid });
    await sale.answer(sale.requests.length, {
      is_valid_coupon: {
        value: false,
        reasons: ['Minimum not met'],
        reason_codes: [{ code: 'coupon.minimum-total-not-met' }],
      },
    });
    expect(sale.coupon.value).toBe('refused');
    expect(sale.coupon.context.notice).toEqual({
      code: 'coupon.invalid',
      reasons: ['Minimum not met'],
      reasonCodes: [{ code: 'coupon.minimum-total-not-met' }],
    });
    expect(sale.cart.coupon).toBeNull();
  });

  it('refuses the coupon when the cart call fails', async () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.coupon-select', coupon: eid });
    sale.requests.at(-1)?.reject(new Error('offline'));
    await settle();
    expect(sale.coupon.value).toBe('refused');
    expect(sale.cart.coupon).toBeNull();
  });

  it('waits with the coupon until a customer and vehicle are chosen', async () => {
    const sale = startSale();
    sale.actor.send({ type: 'sale.coupon-select', coupon: eid });
    expect(sale.coupon.value).toBe('pending');
    sale.actor.send({ type: 'sale.customer-select', customer: amal });
    sale.actor.send({ type: 'sale.vehicle-select', vehicle: amalCar });
    expect(sale.coupon.value).toBe('validating');
    expect(sale.cart.coupon).toEqual(eid);
    await sale.answer(sale.requests.length, { is_valid_coupon: { value: true, reasons: [] } });
    expect(sale.coupon.value).toBe('applied');
  });

  it('forgets the coupon on "No coupon" and on Clear cart', async () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.coupon-select', coupon: eid });
    await sale.answer(sale.requests.length, { is_valid_coupon: { value: true, reasons: [] } });
    sale.actor.send({ type: 'sale.coupon-select', coupon: null });
    expect(sale.cart.coupon).toBeNull();
    expect(sale.coupon.context.notice).toEqual({ code: 'coupon.removed' });

    sale.actor.send({ type: 'sale.coupon-select', coupon: eid });
    await sale.answer(sale.requests.length, { is_valid_coupon: { value: true, reasons: [] } });
    sale.actor.send({ type: 'cart.clear' });
    expect(sale.cart.coupon).toBeNull();
    expect(sale.coupon.value).toBe('none');
    expect(sale.coupon.context.coupon).toBeNull();
  });
});

describe('the sale starts the checkout from what it holds', () => {
  it('refuses to start without a vehicle, with the checkout rule’s code', () => {
    const sale = startSale();
    sale.actor.send({ type: 'sale.customer-select', customer: amal });
    sale.actor.send({ type: 'cart.add', candidate: wash });
    sale.actor.send({ type: 'sale.checkout-start' });
    expect(sale.checkout.value).toBe('idle');
    expect(sale.checkout.context.rejection).not.toBeNull();
  });

  it('opens the wizard at once with the held payment choice', () => {
    const sale = saleWithWash();
    sale.actor.send({
      type: 'sale.payment-set',
      payment: { method: 'visa', type: 'full' },
    });
    sale.actor.send({ type: 'sale.checkout-start' });
    expect(sale.checkout.value).toBe('location');
    expect(sale.checkout.context.payment).toEqual({ method: 'visa', type: 'full' });
    expect(sale.checkout.context.cart).toMatchObject({ customerId: 1, carId: 2 });
  });

  it('keeps the sale when the wizard is cancelled', () => {
    const sale = saleWithWash();
    sale.actor.send({ type: 'sale.checkout-start' });
    sale.actor.send({ type: 'checkout.cancel' });
    sale.actor.send({ type: 'checkout.close' });
    expect(sale.checkout.value).toBe('idle');
    expect(sale.sale.customer).toBe(amal);
    expect(sale.cart.lines).toHaveLength(1);
    expect(sale.emitted).toEqual([]);
  });
});

describe('a sale kept from before a reload', () => {
  it('starts with its selection, lines, discount and coupon, and is priced again', () => {
    const sale = startSale({
      customer: amal,
      vehicle: amalCar,
      lines: saleWithWash().cart.lines,
      discount: { type: 'fixed', value: 500 },
      coupon: null,
    });
    expect(sale.sale).toMatchObject({ customer: amal, vehicle: amalCar });
    expect(sale.cart).toMatchObject({ customerId: 1, carId: 2, isStale: true });
    expect(sale.cart.lines).toHaveLength(1);
    expect(sale.cart.totals.totalPrice).toBe(7500);
    expect(sale.requests).toHaveLength(1);
    expect(sale.requests[0]?.input.purchasables).toHaveLength(2);
  });
});
