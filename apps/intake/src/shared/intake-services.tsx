import { createContext, useContext, type ReactNode } from 'react';
import type { IntakeClient } from '@lamaa/api-client';
import type { Toasts } from '@lamaa/ui';
import type { UploadProgress } from './upload-progress.js';

/** What the intake screen needs from outside React: the API client, toasts, storage and progress. */
export interface IntakeServices {
  readonly api: IntakeClient;
  readonly toasts: Toasts;
  readonly progress: UploadProgress;
  /** Where the draft is kept between reloads (localStorage in the browser). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** True when the screen was opened with showbranches=true. */
  readonly isBranchMode: boolean;
}

const ServicesContext = createContext<IntakeServices | null>(null);

/** Provides the intake services to the screen. */
export function IntakeServicesProvider({
  services,
  children,
}: {
  services: IntakeServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** The intake services; throws without a provider, which is a wiring mistake. */
export function useIntakeServices(): IntakeServices {
  const services = useContext(ServicesContext);
  if (services === null)
    throw new Error('useIntakeServices needs an <IntakeServicesProvider> above it.');
  return services;
}
