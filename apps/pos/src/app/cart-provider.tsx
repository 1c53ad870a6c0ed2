import { cartMachine, type CartSyncRequest, type ServerPricing } from '@lamaa/domain';
import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api/api-context.js';
import { CartContext } from '../shared/cart/cart-context.js';
import { refusalTextOf, useText } from '../shared/i18n/use-text.js';
import { useAuthStatus } from '../shared/session/auth-context.js';
import { useCurrent } from '../shared/i18n/use-current.js';

/** A failed cart call as the cart machine keeps it: the server's own words, or none. */
class CartSyncFailure extends Error {}

/** Runs the domain's cart machine for the shell, with the API's cart call as its `syncCart` actor. */
export function CartProvider({ children }: { readonly children: ReactNode }) {
  const api = useApi();
  const status = useAuthStatus();
  // The machine outlives a language change; it reads the current translator through the ref.
  const t = useText();
  const text = useCurrent(t);
  const cart = useActorRef(
    cartMachine.provide({
      actors: {
        syncCart: fromPromise<ServerPricing, CartSyncRequest>(async ({ input }) => {
          const result = await api.syncCart(input);
          if (result.error) {
            // A refusal with a code becomes text in the interface language, never the server's English.
            const refused = refusalTextOf(text.current, result.error);
            const message = result.error.kind === 'http' ? result.error.body.message : undefined;
            throw new CartSyncFailure(refused ?? (typeof message === 'string' ? message : ''));
          }
          return result.data;
        }),
      },
    }),
    { input: { now: () => Date.now(), isLoggedIn: status === 'signed-in' } },
  );
  useEffect(() => {
    cart.send({ type: 'cart.session-change', isLoggedIn: status === 'signed-in' });
  }, [cart, status]);
  return <CartContext.Provider value={cart}>{children}</CartContext.Provider>;
}
