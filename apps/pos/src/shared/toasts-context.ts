import type { Toasts } from '@lamaa/ui';
import { createContext, useContext } from 'react';

/** Holds the app's toast queue (rendered once by the shell's ToastRegion). */
export const ToastsContext = createContext<Toasts | null>(null);

/** The app's toasts: `toasts.success(text)`, `toasts.info(text)`... */
export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (toasts === null) throw new Error('useToasts needs a ToastsContext provider above it.');
  return toasts;
}
