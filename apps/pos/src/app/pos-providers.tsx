import { type ExtraMessages, LocaleProvider } from '@lamaa/ui';
import { type ReactNode, createContext, useContext } from 'react';
import { AuthContext } from '../shared/session/auth-context.js';
import type { PosRuntime } from './create-pos-runtime.js';
import { loadPosArabic } from './pos-arabic.js';

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
  /** The strings at hand for the first frame (startMessages; posMessages in tests). */
  readonly messages: ExtraMessages;
  readonly children: ReactNode;
}

/**
 * Puts the runtime (auth, the API promise) and the bilingual locale around the app; Arabic not
 * in `messages` loads when first wanted.
 */
export function PosProviders({ runtime, messages, children }: PosProvidersProps) {
  return (
    <LocaleProvider messages={messages} loadArabic={loadPosArabic}>
      <RuntimeContext.Provider value={runtime}>
        <AuthContext.Provider value={runtime.auth}>{children}</AuthContext.Provider>
      </RuntimeContext.Provider>
    </LocaleProvider>
  );
}
