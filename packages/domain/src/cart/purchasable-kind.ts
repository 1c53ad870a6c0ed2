/**
 * The kinds of things a cart can hold (a plan is a membership, wash book or stored value sold
 * to the vehicle); one cart holds only one kind (its page type).
 */
export type PurchasableKind = 'service' | 'package' | 'product' | 'plan';

/** Every purchasable kind, in the order of the top navigation. */
export const PURCHASABLE_KINDS: readonly PurchasableKind[] = [
  'service',
  'package',
  'product',
  'plan',
];
