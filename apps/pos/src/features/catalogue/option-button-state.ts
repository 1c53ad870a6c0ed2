import type { CartLine } from '@lamaa/domain';

/** The five states of a service option's button (docs/product/catalogue-and-pricing.md). */
export type OptionButtonState = 'select-car' | 'no-price' | 'add' | 'added' | 'exclusive-in-cart';

/** What the option button's state depends on. */
export interface OptionButtonSource {
  readonly hasVehicle: boolean;
  /** The option's price for the vehicle's car group, null when none. */
  readonly price: number | null;
  readonly serviceId: number;
  readonly optionId: number;
  readonly isExclusive: boolean;
  readonly lines: readonly CartLine[];
}

/**
 * The option button's state: Select Car without a vehicle, No Price without a price, Added
 * when it is in the cart, Exclusive in cart when another exclusive option is, else Add to Cart.
 * @example optionButtonState({ hasVehicle: false, price: null, serviceId: 1, optionId: 2, isExclusive: false, lines: [] }) // 'select-car'
 */
export function optionButtonState(source: OptionButtonSource): OptionButtonState {
  if (!source.hasVehicle) return 'select-car';
  if (source.price === null || source.price <= 0) return 'no-price';
  const options = source.lines
    .filter((line) => line.purchasable_type === 'service')
    .flatMap((line) =>
      line.selectedOptions.map((option) => ({ lineId: line.purchasable_id, option })),
    );
  if (
    options.some(
      (entry) => entry.lineId === source.serviceId && entry.option.id === source.optionId,
    )
  )
    return 'added';
  if (source.isExclusive && options.some((entry) => entry.option.is_exclusive))
    return 'exclusive-in-cart';
  return 'add';
}

/** The label key of each button state. */
export const OPTION_BUTTON_LABEL = {
  'select-car': 'pos.select-car',
  'no-price': 'pos.no-price',
  add: 'pos.add-to-cart',
  added: 'pos.added',
  'exclusive-in-cart': 'pos.exclusive-in-cart',
} as const satisfies Record<OptionButtonState, string>;

/** The "For Small/Medium/Large car" key of a car group, null for an unknown group. */
export function carGroupLabel(
  groupId: number | null,
): 'pos.for-small-car' | 'pos.for-medium-car' | 'pos.for-large-car' | null {
  if (groupId === 1) return 'pos.for-small-car';
  if (groupId === 2) return 'pos.for-medium-car';
  if (groupId === 3) return 'pos.for-large-car';
  return null;
}
