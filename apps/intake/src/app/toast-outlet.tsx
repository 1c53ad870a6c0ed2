import { lazy, Suspense, useEffect, useState } from 'react';
import type { Toasts } from '@lamaa/ui';

// The toast region (React Aria's landmark and toast code) loads with the first toast.
const ToastRegion = lazy(() =>
  import('./toast-region-chunk.js').then((module) => ({ default: module.ToastRegion })),
);

/**
 * The kit's ToastRegion, fetched once the first toast is queued and kept mounted from then
 * on (nothing shows before a toast anyway).
 */
export function ToastOutlet({ toasts }: { toasts: Toasts }) {
  const { queue } = toasts;
  const [isNeeded, setIsNeeded] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (isNeeded) return;
    const check = () => {
      if (queue.visibleToasts.length > 0) setIsNeeded(true);
    };
    check();
    return queue.subscribe(check);
  }, [queue, isNeeded]);
  return isNeeded ? (
    <Suspense fallback={null}>
      <ToastRegion toasts={toasts} />
    </Suspense>
  ) : null;
}
