/** The three kinds of things a cart can hold; one cart holds only one kind (its page type). */
export type PurchasableKind = 'service' | 'package' | 'product';

/** Every purchasable kind, in the order of the top navigation. */
export const PURCHASABLE_KINDS: readonly PurchasableKind[] = ['service', 'package', 'product'];
