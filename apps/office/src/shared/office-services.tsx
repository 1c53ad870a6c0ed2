import type { LamaaClient } from '@lamaa/api-client';
import type { Toasts } from '@lamaa/ui';
import { createContext, type ReactNode, useContext } from 'react';

/** What the office's screens use from outside: the API client and the toast queue. */
export interface OfficeServices {
  readonly api: LamaaClient;
  readonly toasts: Toasts;
}

const ServicesContext = createContext<OfficeServices | null>(null);

/** Provides the office's services to its screens. */
export function OfficeServicesProvider(props: { services: OfficeServices; children: ReactNode }) {
  return (
    <ServicesContext.Provider value={props.services}>{props.children}</ServicesContext.Provider>
  );
}

/** The office's services (throws outside the provider: a wiring mistake). */
export function useOfficeServices(): OfficeServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useOfficeServices needs an OfficeServicesProvider.');
  return services;
}
