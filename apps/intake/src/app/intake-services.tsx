import { createContext, useContext, type ReactNode } from 'react';
import { createIntakeClient, type IntakeClient } from '@lamaa/api-client';
import type { Toasts } from '@lamaa/ui';
import { progressFetch, type UploadProgress } from './upload-progress.js';

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

/** Options of createIntakeApi. */
export interface IntakeApiOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly progress: UploadProgress;
  readonly onUnauthorized: () => void;
  /** The network below the client (tests answer with msw handlers). */
  readonly fetch?: typeof fetch;
}

/** The API client of the intake screen: the session token, the 401 rule and upload progress. */
export function createIntakeApi(options: IntakeApiOptions): IntakeClient {
  return createIntakeClient({
    baseUrl: options.baseUrl,
    getToken: () => options.token,
    onUnauthorized: options.onUnauthorized,
    fetch: progressFetch(options.progress, options.fetch),
  });
}
