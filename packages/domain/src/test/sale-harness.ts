// A running sale for tests: held cart calls (answered in any order), a day of slots, one vault,
// and every submitted order kept.
import { type Actor, createActor, fromPromise } from 'xstate';
import { type GrantAnswer } from '../approval/approval-machine.js';
import { type ApprovalKind } from '../approval/approval-rules.js';
import { type AvailabilityDay } from '../booking/time-slots.js';
import { cartMachine } from '../cart/cart-machine.js';
import { type CartSyncRequest, type ServerPricing } from '../cart/cart-sync.js';
import {
  checkoutMachine,
  type OrderSubmission,
  type OrderSubmissionResult,
} from '../checkout/checkout-machine.js';
import { createSaleMachine } from '../sale/sale-machine.js';
import { type SaleEmitted } from '../sale/sale-context.js';
import { type SaleRecord } from '../sale/sale-record.js';
import { type Vault } from '../vault/vault.js';
import { serverPricing } from './fixtures.js';

/** The app's customer and vehicle records, as small as the sale allows. */
export interface TestVehicle {
  readonly id: number;
  readonly plate: string;
}
export interface TestCustomer {
  readonly id: number;
  readonly name: string;
  readonly cars: readonly TestVehicle[];
}

export const saleMachine = createSaleMachine<TestCustomer, TestVehicle>();

export const amal: TestCustomer = { id: 1, name: 'Amal', cars: [{ id: 2, plate: 'A 1' }] };
export const badr: TestCustomer = { id: 5, name: 'Badr', cars: [{ id: 6, plate: 'B 2' }] };

interface HeldSync {
  readonly input: CartSyncRequest;
  readonly resolve: (pricing: ServerPricing) => void;
  readonly reject: (error: unknown) => void;
}

/** Lets every settled promise reach the actors. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The manager's PIN the harness's approvals accept. */
export const MANAGER_PIN = '2468';

/** What the sale asked a manager to approve. */
export interface GrantRequest {
  readonly pin: string;
  readonly kinds: readonly ApprovalKind[];
  readonly cart: CartSyncRequest;
}

/** Starts a sale; `restored` is a sale kept from before a reload. */
export function startSale(restored: SaleRecord<TestCustomer, TestVehicle> | null = null) {
  const requests: HeldSync[] = [];
  const submissions: OrderSubmission[] = [];
  const emitted: SaleEmitted[] = [];
  const grants: GrantRequest[] = [];
  const actor: Actor<typeof saleMachine> = createActor(
    saleMachine.provide({
      actors: {
        grantApproval: fromPromise<GrantAnswer, GrantRequest>(({ input }) => {
          grants.push(input);
          return Promise.resolve(
            input.pin === MANAGER_PIN
              ? { ok: true, token: `token-${grants.length}` }
              : { ok: false, refusal: { code: 'approval.pin-invalid' } },
          );
        }),
        cart: cartMachine.provide({
          actors: {
            syncCart: fromPromise<ServerPricing, CartSyncRequest>(
              ({ input }) =>
                new Promise<ServerPricing>((resolve, reject) => {
                  requests.push({ input, resolve, reject });
                }),
            ),
          },
        }),
        checkout: checkoutMachine.provide({
          actors: {
            loadTimeSlots: fromPromise((): Promise<AvailabilityDay[]> =>
              Promise.resolve([
                { date: '2026-03-01', slots: [{ from: '09:00', to: '10:00', available: true }] },
              ]),
            ),
            loadVaults: fromPromise((): Promise<Vault[]> =>
              Promise.resolve([{ id: 4, title: 'Main till' }]),
            ),
            submitOrder: fromPromise(({ input }): Promise<OrderSubmissionResult> => {
              submissions.push(input);
              return Promise.resolve({ success: true, message: null, order: { id: 77 } });
            }),
          },
        }),
      },
    }),
    {
      input: {
        now: () => 1_700_000_000_000,
        makeId: () => 'attempt-1',
        isLoggedIn: true,
        restored,
      },
    },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    requests,
    submissions,
    emitted,
    grants,
    get sale() {
      return actor.getSnapshot().context;
    },
    get cart() {
      return actor.getSnapshot().context.cart.getSnapshot().context;
    },
    get checkout() {
      return actor.getSnapshot().context.checkout.getSnapshot();
    },
    get coupon() {
      return actor.getSnapshot().context.coupon.getSnapshot();
    },
    /** Answers cart call n (1-based) and lets the answer reach the machines. */
    async answer(n: number, pricing: Partial<ServerPricing> = {}) {
      requests[n - 1]?.resolve(serverPricing(pricing));
      await settle();
    },
  };
}
