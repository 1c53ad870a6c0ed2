// A small fluent harness for cart-machine scenarios: a real actor whose `syncCart` answers are
// held until the test releases them, in any order.
import { type Actor, createActor, fromPromise } from 'xstate';
import { type AddToCartCandidate } from '../cart/add-to-cart.js';
import { type CartEvent } from '../cart/cart-context.js';
import { cartMachine } from '../cart/cart-machine.js';
import { type CartSyncRequest, type ServerPricing } from '../cart/cart-sync.js';
import { serverPricing } from './fixtures.js';

interface HeldSync {
  readonly input: CartSyncRequest;
  readonly resolve: (pricing: ServerPricing) => void;
  readonly reject: (error: unknown) => void;
}

/** A running cart with held sync requests and chainable steps. */
export interface CartScenario {
  readonly actor: Actor<typeof cartMachine>;
  readonly requests: HeldSync[];
  send(event: CartEvent): CartScenario;
  add(candidate: AddToCartCandidate): CartScenario;
  /** Answers request n (1-based) and lets the answer reach the machine. */
  answer(n: number, pricing?: Partial<ServerPricing>): Promise<CartScenario>;
  fail(n: number, error: unknown): Promise<CartScenario>;
  readonly context: ReturnType<Actor<typeof cartMachine>['getSnapshot']>['context'];
}

/** Starts a cart scenario; by default with customer 1, vehicle 2 and a signed-in user. */
export function cartScenario(
  input: { customerId?: number | null; carId?: number | null; isLoggedIn?: boolean } = {},
): CartScenario {
  const requests: HeldSync[] = [];
  const actor = createActor(
    cartMachine.provide({
      actors: {
        syncCart: fromPromise<ServerPricing, CartSyncRequest>(
          ({ input: request }) =>
            new Promise<ServerPricing>((resolve, reject) => {
              requests.push({ input: request, resolve, reject });
            }),
        ),
      },
    }),
    {
      input: {
        customerId: input.customerId === undefined ? 1 : input.customerId,
        carId: input.carId === undefined ? 2 : input.carId,
        isLoggedIn: input.isLoggedIn ?? true,
        now: () => 1_700_000_000_000,
      },
    },
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const scenario: CartScenario = {
    actor,
    requests,
    send(event) {
      actor.send(event);
      return scenario;
    },
    add(candidate) {
      return scenario.send({ type: 'cart.add', candidate });
    },
    async answer(n, pricing = {}) {
      requests[n - 1]?.resolve(serverPricing(pricing));
      await settle();
      return scenario;
    },
    async fail(n, error) {
      requests[n - 1]?.reject(error);
      await settle();
      return scenario;
    },
    get context() {
      return actor.getSnapshot().context;
    },
  };
  return scenario;
}
