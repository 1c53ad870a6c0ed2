import type { Customer, Vehicle } from '@lamaa/api-client';
import { type ReactNode, useMemo, useState } from 'react';
import { useCartActor } from '../shared/cart/cart-context.js';
import { useText } from '../shared/i18n/use-text.js';
import { type Selection, SelectionContext } from '../shared/selection/selection-context.js';
import { useToasts } from '../shared/toasts-context.js';

/**
 * Holds the selected customer and vehicle and tells the cart machine of every change; a
 * non-empty cart cleared by the change shows the spec's info toast.
 */
export function SelectionProvider({ children }: { readonly children: ReactNode }) {
  const cart = useCartActor();
  const toasts = useToasts();
  const t = useText();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [vehicle, setVehicle] = useState<Vehicle | null>(null);

  const selection = useMemo<Selection>(() => {
    const announce = (hadLines: boolean) => {
      const info = cart.getSnapshot().context.info;
      if (!hadLines || info === null) return;
      toasts.info(
        t(
          info === 'cart.cleared-customer-change'
            ? 'toasts.cart-cleared-customer-change'
            : 'toasts.cart-cleared-vehicle-change',
        ),
      );
    };
    const selectVehicle = (next: Vehicle | null) => {
      if ((next?.id ?? null) === (vehicle?.id ?? null)) return;
      const hadLines = cart.getSnapshot().context.lines.length > 0;
      setVehicle(next);
      cart.send({ type: 'cart.vehicle-change', carId: next === null ? null : Number(next.id) });
      announce(hadLines);
      // A cart kept through the change is priced for the new vehicle.
      if (next !== null && !hadLines) cart.send({ type: 'cart.sync' });
    };
    return {
      customer,
      vehicle,
      selectVehicle,
      addVehicle: (created) => {
        setCustomer((current) =>
          current === null ? current : { ...current, cars: [...current.cars, created] },
        );
        selectVehicle(created);
      },
      selectCustomer: (next) => {
        if ((next?.id ?? null) === (customer?.id ?? null)) return;
        const hadLines = cart.getSnapshot().context.lines.length > 0;
        setCustomer(next);
        setVehicle(null);
        cart.send({
          type: 'cart.customer-change',
          customerId: next === null ? null : Number(next.id),
        });
        announce(hadLines);
      },
    };
  }, [cart, customer, vehicle, toasts, t]);

  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>;
}
