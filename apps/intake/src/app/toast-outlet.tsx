import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { Toasts } from '@lamaa/ui';
import { loadToastRegion } from './on-demand-parts.js';

// The toast region (React Aria's landmark and toast code) loads with the first toast.
const ToastRegion = lazy(() =>
  loadToastRegion().then((module) => ({ default: module.ToastRegion })),
);

/** Keeps a toast region whose code could not load from taking the screen down with it. */
class ToastBoundary extends Component<{ readonly children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override render(): ReactNode {
    return this.state.hasFailed ? null : this.props.children;
  }
}

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
    <ToastBoundary>
      <Suspense fallback={null}>
        <ToastRegion toasts={toasts} />
      </Suspense>
    </ToastBoundary>
  ) : null;
}
