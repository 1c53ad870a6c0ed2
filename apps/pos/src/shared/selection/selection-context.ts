import type { Customer, Vehicle } from '@lamaa/api-client';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useSaleActor } from '../sale/sale-context.js';

/** The selected customer and vehicle, as the sale holds them, and the events that change them. */
export interface Selection {
  readonly customer: Customer | null;
  readonly vehicle: Vehicle | null;
  /** After "Change customer": the list is shown, the sale is kept until a customer is chosen. */
  readonly isChangingCustomer: boolean;
  /** "Change customer": shows the list again without touching the sale. */
  readonly changeCustomer: () => void;
  /**
   * Picks a customer; another one than before clears the vehicle (and the cart, by its rule).
   * `vehicle`: one of theirs chosen with them (the one a plate search named).
   */
  readonly selectCustomer: (customer: Customer, vehicle?: Vehicle | null) => void;
  /** Picks one of the customer's vehicles (null to clear). */
  readonly selectVehicle: (vehicle: Vehicle | null) => void;
  /** Adds a vehicle just created for the selected customer to their list and selects it. */
  readonly addVehicle: (vehicle: Vehicle) => void;
}

/** The current customer and vehicle selection of the shell's sale. */
export function useSelection(): Selection {
  const sale = useSaleActor();
  const customer = useSelector(sale, (snapshot) => snapshot.context.customer);
  const vehicle = useSelector(sale, (snapshot) => snapshot.context.vehicle);
  const isChangingCustomer = useSelector(sale, (snapshot) => snapshot.context.isChangingCustomer);
  return useMemo(
    () => ({
      customer,
      vehicle,
      isChangingCustomer,
      changeCustomer: () => sale.send({ type: 'sale.customer-change' }),
      selectCustomer: (next, car) =>
        sale.send({ type: 'sale.customer-select', customer: next, vehicle: car ?? null }),
      selectVehicle: (next) => sale.send({ type: 'sale.vehicle-select', vehicle: next }),
      addVehicle: (created) => sale.send({ type: 'sale.vehicle-add', vehicle: created }),
    }),
    [sale, customer, vehicle, isChangingCustomer],
  );
}
