import type { PosClient } from '@lamaa/api-client';
import { type ReactNode, use } from 'react';
import { ApiContext } from '../shared/api/api-context.js';

/** Props of ApiGate. */
export interface ApiGateProps {
  readonly api: Promise<PosClient>;
  readonly children: ReactNode;
}

/** Provides the API client once its chunk has arrived (suspending until then). */
export function ApiGate({ api, children }: ApiGateProps) {
  const client = use(api);
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}
