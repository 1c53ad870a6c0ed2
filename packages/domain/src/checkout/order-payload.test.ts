import { describe, expect, it } from 'vitest';
import { productCandidate } from '../test/fixtures.js';
import { addToCart } from '../cart/add-to-cart.js';
import { buildOrderPayload } from './order-payload.js';

const added = addToCart([], productCandidate(7, 2500), {
  hasVehicle: true,
  hasCustomer: true,
  isLoggedIn: true,
});
const cart = {
  carId: 2,
  customerId: 1,
  lines: added.ok ? added.value : [],
  discount: null,
  coupon: null,
};
const purchasables = [
  { purchasable_id: 7, purchasable_type: 'product', quantity: 1, option_ids: null },
];

describe('buildOrderPayload', () => {
  it('sends only the fields that are present', () => {
    expect(buildOrderPayload({ cart })).toEqual({ car_id: 2, user_id: 1, purchasables });
  });

  it('sends an indoor full cash order with vault, location type and booking', () => {
    expect(
      buildOrderPayload({
        cart: { ...cart, coupon: { code: 'EID10', id: 3 } },
        vaultId: 4,
        payment: { method: 'cash', isPartial: false, amount: null, reference: 'ignored' },
        location: { type: 'indoor', address: 'not sent indoors' },
        slot: { date: '2026-03-01', from: '09:00', to: '10:00', available: true },
      }),
    ).toEqual({
      car_id: 2,
      user_id: 1,
      purchasables,
      coupon_code: 'EID10',
      coupon_id: 3,
      vault_id: 4,
      payment_method: 'cash',
      is_partial: false,
      location_type: 'in_shop',
      booking_date: '2026-03-01',
      booking_time: '09:00',
    });
  });

  it('asks for a full tax invoice only when the cashier marked it', () => {
    const payment = { method: 'cash', isPartial: false } as const;
    expect(
      buildOrderPayload({ cart, payment: { ...payment, isFullTaxInvoice: true } }),
    ).toMatchObject({ is_full_tax_invoice: true });
    expect(
      buildOrderPayload({ cart, payment: { ...payment, isFullTaxInvoice: false } }),
    ).not.toHaveProperty('is_full_tax_invoice');
  });

  it('sends an outdoor partial visa order with amount, reference, address and points', () => {
    const payload = buildOrderPayload({
      cart,
      payment: { method: 'visa', isPartial: true, amount: 1000, reference: ' REF-9 ' },
      location: { type: 'outdoor', address: ' Villa 12 ', latitude: 25.2, longitude: 55.27 },
      cityId: 1,
    });
    expect(payload).toMatchObject({
      payment_method: 'visa',
      is_partial: true,
      amount: 1000,
      payment_reference: 'REF-9',
      location_type: 'remote',
      address: 'Villa 12',
      pickup_address: { lat: 25.2, lng: 55.27, details: 'Villa 12', city_id: 1 },
      drop_off_address: { lat: 25.2, lng: 55.27, details: 'Villa 12', city_id: 1 },
    });
  });

  it('leaves out the address and points when an outdoor choice lacks them', () => {
    const payload = buildOrderPayload({
      cart,
      payment: { method: 'visa', isPartial: true, reference: '' },
      location: { type: 'outdoor', address: '', latitude: 25.2, longitude: 55.27 },
    });
    expect(payload).not.toHaveProperty('address');
    expect(payload).not.toHaveProperty('amount');
    expect(payload).not.toHaveProperty('payment_reference');
    expect(payload.pickup_address).toEqual({ lat: 25.2, lng: 55.27, details: '' });
    const noPoint = buildOrderPayload({ cart, location: { type: 'outdoor', address: 'Villa 12' } });
    expect(noPoint).not.toHaveProperty('pickup_address');
    const offMap = buildOrderPayload({
      cart,
      location: { type: 'outdoor', latitude: 95, longitude: 55 },
    });
    expect(offMap).not.toHaveProperty('pickup_address');
    const bare = buildOrderPayload({
      cart,
      payment: { method: 'visa', isPartial: false },
      location: { type: 'outdoor', latitude: 25.2, longitude: 55.27 },
    });
    expect(bare).not.toHaveProperty('payment_reference');
    expect(bare.drop_off_address).toEqual({ lat: 25.2, lng: 55.27, details: '' });
  });
});
