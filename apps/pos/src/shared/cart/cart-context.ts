import { type CartEvent, type SaleCartRef } from '@lamaa/domain';
import { useMemo } from 'react';
import { useSaleActor } from '../sale/sale-context.js';

/** The cart events a component may send (the sync answers are the machine's own). */
export type CartCommand = Exclude<CartEvent, { type: `xstate.${string}` }>;

/**
 * The sale's cart as components use it: read its snapshot (useSelector, getSnapshot) and send
 * `cart.*` events, which go to the sale and on to its cart.
 */
export interface CartActor {
  readonly getSnapshot: SaleCartRef['getSnapshot'];
  readonly subscribe: SaleCartRef['subscribe'];
  readonly send: (event: CartCommand) => void;
}

/** The sale's cart: send `cart.*` events, read it with useSelector. */
export function useCartActor(): CartActor {
  const sale = useSaleActor();
  return useMemo(() => {
    // The sale spawns its cart once, so this reference holds for the sale's life.
    const cart = sale.getSnapshot().context.cart;
    return {
      getSnapshot: () => cart.getSnapshot(),
      subscribe: cart.subscribe.bind(cart),
      send: (event) => sale.send(event),
    };
  }, [sale]);
}
