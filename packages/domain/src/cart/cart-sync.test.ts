import { describe, expect, it } from 'vitest';
import { serviceCandidate, washOption } from '../test/fixtures.js';
import { addToCart } from './add-to-cart.js';
import { setAddOnPrice, setLinePlan } from './cart-edits.js';
import { applyServerLines, buildCartSyncRequest } from './cart-sync.js';

const session = { hasVehicle: true, hasCustomer: true, isLoggedIn: true };
const added = addToCart([], serviceCandidate(1, washOption(10, 5000), true), session);
const base = added.ok ? added.value : [];

describe('buildCartSyncRequest', () => {
  it('sends car_id, user_id and the purchasables with option ids', () => {
    expect(
      buildCartSyncRequest({ carId: 2, customerId: 1, lines: base, discount: null, coupon: null }),
    ).toEqual({
      car_id: 2,
      user_id: 1,
      purchasables: [
        { purchasable_id: 1, purchasable_type: 'service', quantity: 1, option_ids: [10] },
      ],
    });
  });
  it('sends the entitlement a service line is paid by, and none once it is cleared', () => {
    const ref = { purchasable_type: 'service' as const, purchasable_id: 1 };
    const source = { carId: 2, customerId: 1, discount: null, coupon: null };
    const paid = setLinePlan(base, ref, 7);
    expect(buildCartSyncRequest({ ...source, lines: paid }).purchasables[0]).toMatchObject({
      entitlement_id: 7,
    });
    const cleared = buildCartSyncRequest({ ...source, lines: setLinePlan(paid, ref, null) });
    expect(cleared.purchasables[0]).not.toHaveProperty('entitlement_id');
    expect(setLinePlan(base, { ...ref, purchasable_id: 2 }, 7)).toEqual(base);
  });
  it('sends add_ons_price only if present, the discount as a purchasable, and the coupon when selected', () => {
    const priced = setAddOnPrice(base, { purchasable_type: 'service', purchasable_id: 1 }, 6500);
    const request = buildCartSyncRequest({
      carId: 2,
      customerId: 1,
      lines: priced.ok ? priced.value : [],
      discount: { type: 'percentage', value: 10 },
      coupon: { code: 'EID10', id: 3 },
    });
    expect(request.purchasables).toEqual([
      {
        purchasable_id: 1,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: [10],
        add_ons_price: 6500,
      },
      {
        purchasable_id: 0,
        purchasable_type: 'discount',
        quantity: 1,
        option_ids: null,
        discount_type: 'percentage',
        discount_value: 10,
      },
    ]);
    expect(request).toMatchObject({ coupon_code: 'EID10', coupon_id: 3 });
  });
  it('sends location_type only when a location type is set', () => {
    const source = { carId: 2, customerId: 1, lines: base, discount: null, coupon: null };
    expect(buildCartSyncRequest({ ...source, locationType: 'remote' })).toMatchObject({
      location_type: 'remote',
    });
    expect(buildCartSyncRequest({ ...source, locationType: 'in_shop' })).toMatchObject({
      location_type: 'in_shop',
    });
    expect(buildCartSyncRequest({ ...source, locationType: null })).not.toHaveProperty(
      'location_type',
    );
    expect(buildCartSyncRequest(source)).not.toHaveProperty('location_type');
  });
});

describe('applyServerLines', () => {
  it('copies each line payload {price, status, conflicts, message} onto the matching line', () => {
    const payload = { price: 5000, status: 'ok', conflicts: [], message: null };
    const lines = applyServerLines(base, [
      {
        purchasable_id: 1,
        purchasable_type: 'service',
        quantity: 1,
        option_ids: [10],
        is_add_ons: true,
        add_ons_price: null,
        payload,
      },
    ]);
    expect(lines[0]?.payload).toEqual(payload);
    expect(applyServerLines(base, [])[0]?.payload).toBeUndefined();
  });
});
