import type { Customer, Vehicle } from '@lamaa/api-client';
import {
  type ApprovalKind,
  cartMachine,
  type CartSyncRequest,
  checkoutMachine,
  type GrantAnswer,
  type SaleRecord,
  type ServerPricing,
} from '@lamaa/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../shared/api/api-context.js';
import { grantAnswerOf } from '../shared/approval/grant-answer.js';
import { SaleApprovalDialog } from '../shared/approval/sale-approval-dialog.js';
import { useApprovalRules } from '../shared/approval/use-approval-rules.js';
import { refusalTextOf, useText } from '../shared/i18n/use-text.js';
import { useCurrent } from '../shared/i18n/use-current.js';
import { makeId } from '../shared/make-id.js';
import {
  type CheckoutCalls,
  posSaleMachine,
  type SaleActor,
  SaleContext,
  type SaleRuntime,
} from '../shared/sale/sale-context.js';
import { browserStorage, loadSale, saveSale } from '../shared/sale/sale-storage.js';
import { useAuthActor, useAuthStatus } from '../shared/session/auth-context.js';
import { useToasts } from '../shared/toasts-context.js';

/** A failed cart call as the cart machine keeps it: the server's own words, or none. */
class CartSyncFailure extends Error {}

/** What of the sale is kept now: its selection and cart, or nothing while no customer is chosen. */
function recordOf(sale: SaleActor): SaleRecord<Customer, Vehicle> | null {
  const { customer, vehicle, cart } = sale.getSnapshot().context;
  if (customer === null) return null;
  const { lines, discount, coupon } = cart.getSnapshot().context;
  return { customer, vehicle, lines, discount, coupon };
}

/** The registration box's call, or a refusal when the checkout chunk has not registered yet. */
function call<K extends keyof CheckoutCalls>(
  box: { current: CheckoutCalls | null },
  name: K,
): CheckoutCalls[K] {
  const calls = box.current;
  if (calls === null) throw new Error('The checkout is not loaded yet.');
  return calls[name];
}

/**
 * Runs the domain's sale machine for the shell: the API's cart call as its cart's `syncCart`,
 * the checkout chunk's calls as its checkout's actors. The sale is kept in localStorage for the
 * signed-in employee after every change and restored on the next start; the sale's own rules
 * (checkout, Clear cart, another customer) are what empty it. A cart cleared by a selection
 * change shows the spec's info toast.
 */
export function SaleProvider({ children }: { readonly children: ReactNode }) {
  const api = useApi();
  const status = useAuthStatus();
  const auth = useAuthActor();
  const toasts = useToasts();
  // The machine outlives a language change; it reads the current translator through the ref.
  const t = useText();
  const text = useCurrent(t);
  const [checkoutCalls] = useState<{ current: CheckoutCalls | null }>(() => ({ current: null }));
  const [employeeId] = useState(() => auth.getSnapshot().context.session?.user.id ?? null);
  const [storage] = useState(browserStorage);
  const [restored] = useState(() =>
    employeeId === null || storage === null ? null : loadSale(storage, employeeId),
  );
  const [logic] = useState(() =>
    posSaleMachine.provide({
      actors: {
        // The manager's PIN for a change held back, with the cart as it will be once made.
        grantApproval: fromPromise<
          GrantAnswer,
          { pin: string; kinds: readonly ApprovalKind[]; cart: CartSyncRequest }
        >(async ({ input }) =>
          grantAnswerOf(
            await api.grantApproval({ pin: input.pin, actions: input.kinds, cart: input.cart }),
          ),
        ),
        cart: cartMachine.provide({
          actors: {
            syncCart: fromPromise<ServerPricing, CartSyncRequest>(async ({ input }) => {
              const result = await api.syncCart(input);
              if (result.error) {
                // A refusal with a code becomes text in the interface language, never the server's English.
                const refused = refusalTextOf(text.current, result.error);
                const message =
                  result.error.kind === 'http' ? result.error.body.message : undefined;
                throw new CartSyncFailure(refused ?? (typeof message === 'string' ? message : ''));
              }
              return result.data;
            }),
          },
        }),
        checkout: checkoutMachine.provide({
          actors: {
            loadTimeSlots: fromPromise(({ input }) =>
              call(checkoutCalls, 'loadTimeSlots')(input.type),
            ),
            loadVaults: fromPromise(({ input }) => call(checkoutCalls, 'loadVaults')(input.type)),
            submitOrder: fromPromise(({ input }) => call(checkoutCalls, 'submitOrder')(input)),
          },
        }),
      },
    }),
  );
  const sale = useActorRef(logic, {
    input: { now: () => Date.now(), makeId, isLoggedIn: status === 'signed-in', restored },
  });
  const cart = useSelector(sale, (snapshot) => snapshot.context.cart);
  const rules = useApprovalRules();

  // The sale asks for a manager by the business's rules once they are read.
  useEffect(() => {
    sale.send({ type: 'sale.rules-set', rules });
  }, [sale, rules]);

  useEffect(() => {
    sale.send({ type: 'cart.session-change', isLoggedIn: status === 'signed-in' });
  }, [sale, status]);

  // Every change of the selection or the cart is kept for a reload.
  useEffect(() => {
    if (employeeId === null || storage === null) return;
    const keep = () => saveSale(storage, employeeId, recordOf(sale));
    const own = sale.subscribe(keep);
    const lines = cart.subscribe(keep);
    return () => {
      own.unsubscribe();
      lines.unsubscribe();
    };
  }, [sale, cart, employeeId, storage]);

  useEffect(() => {
    // The cart the cashier built is gone: a warning, not news.
    const subscription = sale.on('sale.cart-cleared', (event) =>
      toasts.warning(
        t(
          event.code === 'cart.cleared-customer-change'
            ? 'toasts.cart-cleared-customer-change'
            : 'toasts.cart-cleared-vehicle-change',
        ),
      ),
    );
    return () => subscription.unsubscribe();
  }, [sale, toasts, t]);

  const runtime = useMemo<SaleRuntime>(
    () => ({ actor: sale, checkoutCalls }),
    [sale, checkoutCalls],
  );
  return (
    <SaleContext.Provider value={runtime}>
      {children}
      <SaleApprovalDialog />
    </SaleContext.Provider>
  );
}
