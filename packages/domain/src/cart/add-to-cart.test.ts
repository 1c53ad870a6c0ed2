import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { priceCart } from '../pricing/price-cart.js';
import { productCandidateArb, serviceCandidateArb } from '../test/arbitraries.js';
import {
  packageCandidate,
  planCandidate,
  productCandidate,
  serviceCandidate,
  washOption,
} from '../test/fixtures.js';
import { addToCart, checkAddToCart } from './add-to-cart.js';
import { removeLine, removeOption } from './cart-edits.js';
import { type CartLine } from './cart-line.js';

const session = { hasVehicle: true, hasCustomer: true, isLoggedIn: true };

function added(lines: readonly CartLine[], candidate: Parameters<typeof addToCart>[1]): CartLine[] {
  const result = addToCart(lines, candidate, session);
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

describe('checkAddToCart, in the spec order', () => {
  const candidate = serviceCandidate(1, washOption(10, 0));
  it('1. a vehicle must be selected before adding', () => {
    expect(
      checkAddToCart([], candidate, { hasVehicle: false, hasCustomer: false, isLoggedIn: false }),
    ).toEqual({
      ok: false,
      code: 'cart.vehicle-required',
      params: { kind: 'service' },
    });
  });
  it('2. a customer must be selected before adding', () => {
    expect(
      checkAddToCart([], candidate, { hasVehicle: true, hasCustomer: false, isLoggedIn: false }),
    ).toMatchObject({
      code: 'cart.customer-required',
    });
  });
  it('3. a user must be logged in', () => {
    expect(
      checkAddToCart([], candidate, { hasVehicle: true, hasCustomer: true, isLoggedIn: false }),
    ).toMatchObject({
      code: 'cart.login-required',
    });
  });
  it('4. the price must be present and above 0, per kind', () => {
    expect(checkAddToCart([], candidate, session)).toEqual({
      ok: false,
      code: 'cart.price-missing',
      params: { kind: 'service-option' },
    });
    expect(checkAddToCart([], packageCandidate(4, null), session)).toEqual({
      ok: false,
      code: 'cart.price-missing',
      params: { kind: 'package' },
    });
    expect(checkAddToCart([], productCandidate(4, -1), session)).toMatchObject({
      params: { kind: 'product' },
    });
  });
  it('5. refuses a duplicate option: This service option is already in your cart', () => {
    const lines = added([], serviceCandidate(1, washOption(10, 5000)));
    expect(checkAddToCart(lines, serviceCandidate(1, washOption(10, 5000)), session)).toEqual({
      ok: false,
      code: 'cart.duplicate-option',
    });
  });
  it('6. blocks an exclusive option if any exclusive option is already in the cart', () => {
    const lines = added([], serviceCandidate(1, washOption(10, 5000, true)));
    expect(checkAddToCart(lines, serviceCandidate(2, washOption(20, 6000, true)), session)).toEqual(
      {
        ok: false,
        code: 'cart.exclusive-conflict',
      },
    );
    expect(
      checkAddToCart(lines, serviceCandidate(2, washOption(21, 6000, false)), session).ok,
    ).toBe(true);
  });
  it('refuses another kind than the cart holds (services and packages cannot be ordered together)', () => {
    const lines = added([], serviceCandidate(1, washOption(10, 5000)));
    expect(checkAddToCart(lines, packageCandidate(3, 9000), session)).toEqual({
      ok: false,
      code: 'cart.page-type-mismatch',
      params: { kind: 'service' },
    });
  });
});

describe('addToCart merging', () => {
  it('merges options of the same service: quantity stays 1 and the price rises by the new option', () => {
    let lines = added([], serviceCandidate(1, washOption(10, 5000)));
    lines = added(lines, serviceCandidate(1, washOption(11, 2000)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 1, price: 7000, option_ids: [10, 11] });
  });
  it('keeps a plan at quantity 1 when it is added again: one line, one entitlement', () => {
    let lines = added([], planCandidate(4, 25000));
    lines = added(lines, planCandidate(4, 25000));
    expect(lines).toEqual([
      expect.objectContaining({ purchasable_type: 'plan', quantity: 1, price: 25000 }),
    ]);
  });
  it('refuses a plan without a price for the car group, and a plan beside services', () => {
    expect(checkAddToCart([], planCandidate(4, null), session)).toEqual({
      ok: false,
      code: 'cart.price-missing',
      params: { kind: 'plan' },
    });
    const services = added([], serviceCandidate(1, washOption(10, 5000)));
    expect(checkAddToCart(services, planCandidate(4, 25000), session)).toMatchObject({
      code: 'cart.page-type-mismatch',
    });
  });
  it('adds one to the quantity of the same product', () => {
    let lines = added([], productCandidate(7, 2500));
    lines = added(lines, productCandidate(7, 2500));
    expect(lines[0]).toMatchObject({ quantity: 2, price: 2500, option_ids: null });
  });
  it('keeps a name and image when the catalogue gives them', () => {
    const lines = added([], {
      ...packageCandidate(3, 9000),
      name: { en: 'Gold', ar: 'ذهبي' },
      image: '/g.png',
    });
    expect(lines[0]).toMatchObject({
      name: { en: 'Gold', ar: 'ذهبي' },
      image: '/g.png',
      is_add_ons: false,
    });
  });
  it('keeps a service name and image and its add-on flag', () => {
    const lines = added([], {
      ...serviceCandidate(1, washOption(10, 5000), true),
      name: { en: 'Wash', ar: 'غسيل' },
      image: '/w.png',
    });
    expect(lines[0]).toMatchObject({
      name: { en: 'Wash', ar: 'غسيل' },
      image: '/w.png',
      is_add_ons: true,
    });
    const plain = added([], {
      purchasable_type: 'service',
      purchasable_id: 2,
      option: washOption(3, 100),
    });
    expect(plain[0]?.is_add_ons).toBe(false);
  });
  it('passes refusals through', () => {
    expect(addToCart([], productCandidate(1, 0), session)).toMatchObject({
      ok: false,
      code: 'cart.price-missing',
    });
  });
});

function total(lines: readonly CartLine[]) {
  const result = priceCart({ lines });
  return result.ok ? result.value.total : Number.NaN;
}

describe('add then remove', () => {
  test.prop([fc.array(productCandidateArb, { maxLength: 8 }), productCandidateArb])(
    'removing a newly added product line restores the totals',
    (seed, extra) => {
      let lines: CartLine[] = [];
      for (const c of seed) {
        const r = addToCart(lines, c, session);
        if (r.ok) lines = r.value;
      }
      const isNew = !lines.some((l) => l.purchasable_id === extra.purchasable_id);
      const after = addToCart(lines, extra, session);
      fc.pre(after.ok && isNew);
      if (after.ok) expect(total(removeLine(after.value, extra))).toBe(total(lines));
    },
  );

  test.prop([fc.array(serviceCandidateArb, { maxLength: 8 }), serviceCandidateArb])(
    'removing a newly added service option restores the totals',
    (seed, extra) => {
      let lines: CartLine[] = [];
      for (const c of seed) {
        const r = addToCart(lines, c, session);
        if (r.ok) lines = r.value;
      }
      const after = addToCart(lines, extra, session);
      fc.pre(after.ok && extra.purchasable_type === 'service');
      if (after.ok && extra.purchasable_type === 'service') {
        const back = removeOption(after.value, extra, extra.option.id);
        expect(back.ok && total(back.value)).toBe(total(lines));
      }
    },
  );
});
