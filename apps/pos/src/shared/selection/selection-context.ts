import type { Customer, Vehicle } from '@lamaa/api-client';
import { createContext, useContext } from 'react';

/** The selected customer and vehicle, and the way to change them (which also tells the cart). */
export interface Selection {
  readonly customer: Customer | null;
  readonly vehicle: Vehicle | null;
  /** Picks a customer (null to clear); the vehicle is cleared with it. */
  readonly selectCustomer: (customer: Customer | null) => void;
  /** Picks one of the customer's vehicles (null to clear). */
  readonly selectVehicle: (vehicle: Vehicle | null) => void;
  /** Adds a vehicle just created for the selected customer to their list and selects it. */
  readonly addVehicle: (vehicle: Vehicle) => void;
}

/** Holds the selection of the shell. */
export const SelectionContext = createContext<Selection | null>(null);

/** The current customer and vehicle selection. */
export function useSelection(): Selection {
  const selection = useContext(SelectionContext);
  if (selection === null)
    throw new Error('useSelection needs a SelectionContext provider above it.');
  return selection;
}
