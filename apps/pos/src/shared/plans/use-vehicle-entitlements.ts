import type { Entitlement } from '@lamaa/api-client';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context.js';

/** A vehicle's entitlements: null while loading (or without a vehicle), 'failed' when the call failed. */
export type VehicleEntitlements = readonly Entitlement[] | 'failed' | null;

/**
 * Reads the plans a vehicle holds as soon as it is chosen (again when `version` changes, after
 * a plan moved); an answer for an earlier vehicle is dropped.
 * @example const held = useVehicleEntitlements(vehicle?.id ?? null);
 */
export function useVehicleEntitlements(vehicleId: number | null, version = 0): VehicleEntitlements {
  const api = useApi();
  const [held, setHeld] = useState<{ id: number; list: VehicleEntitlements } | null>(null);
  useEffect(() => {
    if (vehicleId === null) return undefined;
    const controller = new AbortController();
    void api.listVehicleEntitlements(vehicleId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setHeld({ id: vehicleId, list: result.data ?? 'failed' });
    });
    return () => controller.abort();
  }, [api, vehicleId, version]);
  return held !== null && held.id === vehicleId ? held.list : null;
}
