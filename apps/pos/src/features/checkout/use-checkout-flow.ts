import { orderErrorMessage, type OrderSubmissionResponse } from '@lamaa/api-client';
import { checkoutMachine } from '@lamaa/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../shared/api/api-context.js';
import { apiText } from '../../shared/i18n/use-text.js';
import { makeId } from '../../shared/make-id.js';
import type { CheckoutText } from './use-checkout-text.js';

/**
 * Runs the domain's checkout machine with the API client's calls as its actors: availability
 * for the time slots, vaults for the chosen method, and the order submission with the attempt's
 * Idempotency-Key. Also keeps the full order answer for the success summary.
 */
export function useCheckoutFlow(t: CheckoutText) {
  const api = useApi();
  const text = useRef(t);
  text.current = t;
  const answer = useRef<OrderSubmissionResponse | null>(null);
  const [logic] = useState(() =>
    checkoutMachine.provide({
      actors: {
        loadTimeSlots: fromPromise(async ({ input }) => {
          const result = await api.getAvailability(input.type);
          if (result.error) throw new Error(text.current('errors.load-time-slots-failed'));
          return result.data;
        }),
        loadVaults: fromPromise(async ({ input }) => {
          const result = await api.getVaults(input.type);
          if (result.error) throw new Error(text.current('errors.load-vaults-failed'));
          return result.data;
        }),
        submitOrder: fromPromise(async ({ input }) => {
          const result = await api.submitOrder(input.payload, {
            idempotencyKey: input.idempotencyKey,
          });
          if (result.error) throw new Error(apiText(text.current, orderErrorMessage(result.error)));
          answer.current = result.data;
          return result.data;
        }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { makeId } });
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot, answer };
}

/** The running checkout flow as useCheckoutFlow gives it. */
export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
