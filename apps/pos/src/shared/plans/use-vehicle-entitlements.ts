import type { Entitlement } from '@lamaa/api-client';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context.js';
import { useSaleActor } from '../sale/sale-context.js';

/** A vehicle's entitlements: null while loading (or without a vehicle), 'failed' when the call failed. */
export type VehicleEntitlements = readonly Entitlement[] | 'failed' | null;

/**
 * Reads the plans a vehicle holds as soon as it is chosen, and again once the checkout has
 * placed an order (a paid plan line has just become one of them, a redemption has taken a
 * use) or when `version` changes (a plan moved); an answer for an earlier vehicle is dropped.
 * @example const held = useVehicleEntitlements(vehicle?.id ?? null);
 */
export function useVehicleEntitlements(vehicleId: number | null, version = 0): VehicleEntitlements {
  const api = useApi();
  const checkout = useSelector(useSaleActor(), (snapshot) => snapshot.context.checkout);
  const placedOrder = useSelector(checkout, (snapshot) => snapshot.context.result?.order?.id);
  const [held, setHeld] = useState<{ id: number; list: VehicleEntitlements } | null>(null);
  useEffect(() => {
    if (vehicleId === null) return undefined;
    const controller = new AbortController();
    void api.listVehicleEntitlements(vehicleId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setHeld({ id: vehicleId, list: result.data ?? 'failed' });
    });
    return () => controller.abort();
  }, [api, vehicleId, version, placedOrder]);
  return held !== null && held.id === vehicleId ? held.list : null;
}
