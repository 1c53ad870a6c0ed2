import { type cartMachine } from '@lamaa/domain';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

/** The running cart machine of the app. */
export type CartActor = ActorRefFrom<typeof cartMachine>;

/** Holds the app's cart actor (started once in src/app with the API's cart call as `syncCart`). */
export const CartContext = createContext<CartActor | null>(null);

/** The app's cart actor: send `cart.*` events, read it with useSelector. */
export function useCartActor(): CartActor {
  const actor = useContext(CartContext);
  if (actor === null) throw new Error('useCartActor needs a CartContext provider above it.');
  return actor;
}
