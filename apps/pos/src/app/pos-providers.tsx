import { LocaleProvider } from '@lamaa/ui';
import { type ReactNode, createContext, useContext } from 'react';
import { posMessages } from '../shared/i18n/pos-messages.js';
import { AuthContext } from '../shared/session/auth-context.js';
import type { PosRuntime } from './create-pos-runtime.js';

/** Holds the runtime for the routes that need its API promise. */
export const RuntimeContext = createContext<PosRuntime | null>(null);

/** The runtime of the app (src/app only). */
export function useRuntime(): PosRuntime {
  const runtime = useContext(RuntimeContext);
  if (runtime === null) throw new Error('useRuntime needs PosProviders above it.');
  return runtime;
}

/** Props of PosProviders. */
export interface PosProvidersProps {
  readonly runtime: PosRuntime;
  readonly children: ReactNode;
}

/** Puts the runtime (auth, the API promise) and the bilingual locale around the app. */
export function PosProviders({ runtime, children }: PosProvidersProps) {
  return (
    <LocaleProvider messages={posMessages}>
      <RuntimeContext.Provider value={runtime}>
        <AuthContext.Provider value={runtime.auth}>{children}</AuthContext.Provider>
      </RuntimeContext.Provider>
    </LocaleProvider>
  );
}
