import type { PurchasableKind } from '@lamaa/domain';
import { useEffect } from 'react';
import { useCartActor } from '../../shared/cart/cart-context.js';

/** Tells the cart that a catalogue page of this kind was entered (it asks to clear a cart of another kind). */
export function usePageEnter(kind: PurchasableKind): void {
  const cart = useCartActor();
  useEffect(() => {
    cart.send({ type: 'cart.page-enter', kind });
  }, [cart, kind]);
}
