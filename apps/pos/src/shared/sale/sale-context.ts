import type { Customer, OrderSubmissionResponse, Vehicle } from '@lamaa/api-client';
import {
  type AvailabilityDay,
  createSaleMachine,
  type LocationType,
  type OrderSubmission,
  type PaymentMethod,
  type Vault,
} from '@lamaa/domain';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

/** The domain's sale machine over the API client's customer and vehicle records. */
export const posSaleMachine = createSaleMachine<Customer, Vehicle>();

/** The running sale of the shell. */
export type SaleActor = ActorRefFrom<typeof posSaleMachine>;

/**
 * The checkout's server calls. They live in the checkout chunk (with its strings), which
 * registers them when it mounts; the wizard cannot open before that.
 */
export interface CheckoutCalls {
  readonly loadTimeSlots: (type: LocationType) => Promise<AvailabilityDay[]>;
  /** The vaults of one method, or every vault (null: a split payment's parts pick their own). */
  readonly loadVaults: (type: PaymentMethod | null) => Promise<Vault[]>;
  readonly submitOrder: (submission: OrderSubmission) => Promise<OrderSubmissionResponse>;
}

/** What the sale provider shares: the actor and the checkout's registration box. */
export interface SaleRuntime {
  readonly actor: SaleActor;
  readonly checkoutCalls: { current: CheckoutCalls | null };
}

/** Holds the shell's sale (started once in src/app). */
export const SaleContext = createContext<SaleRuntime | null>(null);

/** The shell's sale runtime. */
export function useSaleRuntime(): SaleRuntime {
  const runtime = useContext(SaleContext);
  if (runtime === null) throw new Error('useSale needs a SaleContext provider above it.');
  return runtime;
}

/** The shell's sale actor: read it with useSelector, send it `sale.*`, `cart.*`, `checkout.*`. */
export function useSaleActor(): SaleActor {
  return useSaleRuntime().actor;
}
