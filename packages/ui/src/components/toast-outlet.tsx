import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { prefetchWhenIdle } from '../loading/prefetch-when-idle.js';
import type { Toasts } from './create-toasts.js';

/** The toast region's code: React Aria's toast and landmark code, about 6 KB gzip. */
const loadToastRegion = () => import('./toast-region.js');
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

/** Props of ToastOutlet. */
export interface ToastOutletProps {
  /** The queue made by createToasts. */
  toasts: Toasts;
}

/**
 * ToastRegion kept out of an app's first load: its code is fetched once the browser is idle
 * (so an outage later cannot leave the toasts without it) or with the first toast, whichever
 * comes first, and the region stays mounted from the first toast on; nothing shows before one.
 * @example <ToastOutlet toasts={toasts} />
 */
export function ToastOutlet({ toasts }: ToastOutletProps) {
  const { queue } = toasts;
  const [isNeeded, setIsNeeded] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => prefetchWhenIdle([loadToastRegion]), []);
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
