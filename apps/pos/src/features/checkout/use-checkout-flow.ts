import type { OrderSubmissionResponse } from '@lamaa/api-client';
import { type CheckoutEvent, type Refusal } from '@lamaa/domain';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useApi } from '../../shared/api/api-context.js';
import { useWithApproval } from '../../shared/approval/approval-context.js';
import { grantAnswerOf, refusalOfResult } from '../../shared/approval/grant-answer.js';
import { useSaleRuntime } from '../../shared/sale/sale-context.js';
import { orderFailureText } from './order-failure-text.js';
import type { CheckoutText } from './use-checkout-text.js';

/**
 * The sale's checkout for the wizard: registers the API client's calls as the checkout's
 * actors (availability for the time slots, vaults for the chosen method, the order with the
 * attempt's Idempotency-Key), reads the checkout's snapshot and sends `checkout.*` events to
 * the sale. Also keeps the full order answer for the success summary.
 */
export function useCheckoutFlow(t: CheckoutText) {
  const api = useApi();
  const withApproval = useWithApproval();
  const { actor: sale, checkoutCalls } = useSaleRuntime();
  const text = useRef(t);
  text.current = t;
  const answer = useRef<OrderSubmissionResponse | null>(null);
  // The last submission's refusal, so the wizard can offer what fixes it (open a shift).
  const refusal = useRef<Refusal | null>(null);
  // Set during render (each time, with this mount's refs), so the calls are in place before
  // any event can open the wizard.
  checkoutCalls.current = {
    loadTimeSlots: async (type) => {
      const result = await api.getAvailability(type);
      if (result.error) throw new Error(text.current('errors.load-time-slots-failed'));
      return result.data;
    },
    loadVaults: async (type) => {
      const result = await api.getVaults(type ?? undefined);
      if (result.error) throw new Error(text.current('errors.load-vaults-failed'));
      return result.data;
    },
    submitOrder: async (input) => {
      const { payload, idempotencyKey } = input;
      // A sale the business sends to a manager (a large discount, a lowered price) carries the
      // token the manager gave when the change was made; should it be spent or expired, the PIN
      // is asked again and the order goes again, under the same Idempotency-Key.
      const given = sale.getSnapshot().context.approvalToken ?? undefined;
      const result = await withApproval({
        call: (approvalToken) =>
          api.submitOrder(payload, { idempotencyKey, approvalToken: approvalToken ?? given }),
        refusalOf: refusalOfResult,
        grant: async (pin, kinds) =>
          grantAnswerOf(
            await api.grantApproval({
              pin,
              actions: kinds,
              cart: {
                car_id: payload.car_id,
                user_id: payload.user_id,
                purchasables: payload.purchasables,
              },
            }),
          ),
      });
      refusal.current = refusalOfResult(result);
      if (result.error) {
        // The refusal travels with the failure, so the checkout can offer what fixes it.
        const failure = new Error(orderFailureText(text.current, result.error));
        throw Object.assign(failure, { refusal: refusal.current });
      }
      answer.current = result.data;
      return result.data;
    },
  };
  const checkout = useSelector(sale, (snapshot) => snapshot.context.checkout);
  const snapshot = useSelector(checkout, (s) => s);
  const actor = { send: (event: CheckoutEvent) => sale.send(event) };
  return { actor, snapshot, answer, refusal };
}

/** The running checkout flow as useCheckoutFlow gives it. */
export type CheckoutFlow = ReturnType<typeof useCheckoutFlow>;
