import type { CartLine } from '@lamaa/domain';
import { describe, expect, it } from 'vitest';
import { carGroupLabel, optionButtonState } from './option-button-state.js';

const line = (serviceId: number, optionId: number, isExclusive: boolean): CartLine => ({
  purchasable_id: serviceId,
  purchasable_type: 'service',
  quantity: 1,
  option_ids: [optionId],
  selectedOptions: [{ id: optionId, is_exclusive: isExclusive, price: 5000 }],
  price: 5000,
  is_add_ons: false,
  add_ons_price: null,
});

const base = {
  hasVehicle: true,
  price: 3000,
  serviceId: 1,
  optionId: 10,
  isExclusive: false,
  lines: [],
};

describe('optionButtonState', () => {
  it('asks to Select Car when no vehicle is chosen, whatever the price', () => {
    expect(optionButtonState({ ...base, hasVehicle: false })).toBe('select-car');
  });

  it('shows No Price when the car group has no price above 0', () => {
    expect(optionButtonState({ ...base, price: null })).toBe('no-price');
    expect(optionButtonState({ ...base, price: 0 })).toBe('no-price');
  });

  it('shows Added for the option already in the cart, not for a sibling option', () => {
    expect(optionButtonState({ ...base, lines: [line(1, 10, false)] })).toBe('added');
    expect(optionButtonState({ ...base, optionId: 11, lines: [line(1, 10, false)] })).toBe('add');
  });

  it('shows Exclusive in cart for an exclusive option while another exclusive one is in the cart', () => {
    expect(
      optionButtonState({ ...base, serviceId: 2, isExclusive: true, lines: [line(1, 10, true)] }),
    ).toBe('exclusive-in-cart');
    expect(
      optionButtonState({ ...base, serviceId: 2, isExclusive: false, lines: [line(1, 10, true)] }),
    ).toBe('add');
  });
});

describe('carGroupLabel', () => {
  it('names the three car groups of the spec', () => {
    expect([1, 2, 3, 4].map(carGroupLabel)).toEqual([
      'pos.for-small-car',
      'pos.for-medium-car',
      'pos.for-large-car',
      null,
    ]);
  });
});
