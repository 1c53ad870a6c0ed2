import { describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_RULES } from '../approval/approval-rules.js';
import { serviceCandidate, washOption } from '../test/fixtures.js';
import { amal, MANAGER_PIN, settle, startSale } from '../test/sale-harness.js';
import { approvalCart, changeApprovals } from './sale-approval.js';
import { buildCartSyncRequest } from '../cart/cart-sync.js';

const wash = serviceCandidate(1, washOption(10, 8000));
// An add-on service: its price may be typed at the counter, 30 AED on its list.
const shine = serviceCandidate(3, washOption(30, 3000), true);
const amalCar = amal.cars[0] ?? { id: 0, plate: '' };
const shineRef = { purchasable_type: 'service', purchasable_id: 3 } as const;

/** Amal's car with a wash (80 AED) and an add-on (30 AED), under the default rules. */
function saleUnderRules() {
  const sale = startSale();
  sale.actor.send({ type: 'sale.rules-set', rules: DEFAULT_APPROVAL_RULES });
  sale.actor.send({ type: 'sale.customer-select', customer: amal });
  sale.actor.send({ type: 'sale.vehicle-select', vehicle: amalCar });
  sale.actor.send({ type: 'cart.add', candidate: wash });
  sale.actor.send({ type: 'cart.add', candidate: shine });
  return sale;
}

const half = { type: 'percentage', value: 50 } as const;

describe("the manager's PIN when the change is made", () => {
  it('applies a discount within the rules at once, asking no one', () => {
    const sale = saleUnderRules();
    sale.actor.send({ type: 'cart.discount-set', discount: { type: 'percentage', value: 20 } });
    expect(sale.actor.getSnapshot().matches('selling')).toBe(true);
    expect(sale.cart.discount).toEqual({ type: 'percentage', value: 20 });
  });

  it('holds a large discount until the PIN is right, keeping the token for the submission', async () => {
    const sale = saleUnderRules();
    sale.actor.send({ type: 'cart.discount-set', discount: half });
    expect(sale.actor.getSnapshot().matches({ approving: 'asking' })).toBe(true);
    expect(sale.sale.approval?.kinds).toEqual(['large-discount']);
    expect(sale.cart.discount).toBeNull();
    // A wrong PIN says so and keeps the sale (the discount still held back).
    sale.actor.send({ type: 'sale.approval-pin', pin: '1111' });
    sale.actor.send({ type: 'sale.approval-submit' });
    await settle();
    expect(sale.sale.approval?.problem).toEqual({ code: 'approval.pin-invalid' });
    expect(sale.sale.approval?.pin).toBe('');
    expect(sale.cart.discount).toBeNull();
    expect(sale.cart.lines).toHaveLength(2);
    sale.actor.send({ type: 'sale.approval-pin', pin: MANAGER_PIN });
    sale.actor.send({ type: 'sale.approval-submit' });
    await settle();
    expect(sale.actor.getSnapshot().matches('selling')).toBe(true);
    expect(sale.cart.discount).toEqual(half);
    expect(sale.sale.approvalToken).toBe('token-2');
    // The manager approved the cart with the discount in it, for this vehicle.
    expect(sale.grants[1]?.cart).toMatchObject({ car_id: 2, user_id: 1 });
    expect(sale.grants[1]?.cart.purchasables.at(-1)).toMatchObject({
      purchasable_type: 'discount',
      discount_value: 50,
    });
  });

  it('refuses a PIN of the wrong shape without asking the server', () => {
    const sale = saleUnderRules();
    sale.actor.send({ type: 'cart.discount-set', discount: half });
    sale.actor.send({ type: 'sale.approval-pin', pin: '12' });
    sale.actor.send({ type: 'sale.approval-submit' });
    expect(sale.sale.approval?.problem).toEqual({ code: 'approval.pin-format' });
    expect(sale.grants).toEqual([]);
  });

  it('leaves the cart as it was when the cashier gives up', () => {
    const sale = saleUnderRules();
    sale.actor.send({ type: 'cart.discount-set', discount: half });
    sale.actor.send({ type: 'sale.approval-cancel' });
    expect(sale.actor.getSnapshot().matches('selling')).toBe(true);
    expect(sale.sale.approval).toBeNull();
    expect(sale.cart.discount).toBeNull();
  });

  it('asks for an add-on price below its list price, and not for one above it', async () => {
    const sale = saleUnderRules();
    sale.actor.send({ type: 'cart.price-change', ref: shineRef, price: 3500 });
    expect(sale.actor.getSnapshot().matches('selling')).toBe(true);
    sale.actor.send({ type: 'cart.price-change', ref: shineRef, price: 2000 });
    expect(sale.sale.approval?.kinds).toEqual(['lowered-price']);
    expect(sale.cart.lines.find((line) => line.purchasable_id === 3)?.add_ons_price).toBe(3500);
    sale.actor.send({ type: 'sale.approval-pin', pin: MANAGER_PIN });
    sale.actor.send({ type: 'sale.approval-submit' });
    await settle();
    expect(sale.cart.lines.find((line) => line.purchasable_id === 3)?.add_ons_price).toBe(2000);
    expect(sale.sale.approvalToken).toBe('token-1');
  });

  it('asks nothing before the rules are known, nor when the business switched the rule off', () => {
    const sale = startSale();
    sale.actor.send({ type: 'sale.customer-select', customer: amal });
    sale.actor.send({ type: 'sale.vehicle-select', vehicle: amalCar });
    sale.actor.send({ type: 'cart.add', candidate: wash });
    sale.actor.send({ type: 'cart.discount-set', discount: half });
    expect(sale.cart.discount).toEqual(half);
    sale.actor.send({ type: 'cart.discount-clear' });
    sale.actor.send({
      type: 'sale.rules-set',
      rules: { ...DEFAULT_APPROVAL_RULES, largeDiscount: false },
    });
    sale.actor.send({ type: 'cart.discount-set', discount: half });
    expect(sale.actor.getSnapshot().matches('selling')).toBe(true);
    expect(sale.cart.discount).toEqual(half);
  });
});

describe('changeApprovals and approvalCart', () => {
  it('asks nothing for a price change the cart would refuse', () => {
    const { cart } = saleUnderRules();
    const absent = { purchasable_type: 'service', purchasable_id: 99 } as const;
    expect(
      changeApprovals(DEFAULT_APPROVAL_RULES, cart, {
        type: 'cart.price-change',
        ref: absent,
        price: 100,
      }),
    ).toEqual([]);
    const unchanged = buildCartSyncRequest({ ...cart, carId: amalCar.id, customerId: amal.id });
    expect(approvalCart(cart, { type: 'cart.price-change', ref: absent, price: 100 })).toEqual(
      unchanged,
    );
  });

  it('sends the cart with no customer or car as zero ids, which the server refuses', () => {
    const sale = startSale();
    const request = approvalCart(sale.cart, { type: 'cart.discount-set', discount: half });
    expect(request).toMatchObject({ car_id: 0, user_id: 0 });
  });
});
