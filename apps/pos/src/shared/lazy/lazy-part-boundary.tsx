import { Suspense, type ReactNode } from 'react';
import { PartErrorBoundary } from './part-error-boundary.js';

/** Props of LazyPartBoundary. */
export interface LazyPartBoundaryProps {
  readonly children: ReactNode;
  /** Shown while the part's code loads; nothing by default. */
  readonly fallback?: ReactNode;
}

/**
 * Where a lazily loaded part of the shell renders: while its code loads, the fallback; if the
 * code cannot load (the server is down), the part's failure banner with Retry, in its place
 * only, so the cart and the rest of the screen stay. Parts inside it use retryableLazy.
 * @example <LazyPartBoundary><CouponBlock /></LazyPartBoundary>
 */
export function LazyPartBoundary({ children, fallback = null }: LazyPartBoundaryProps) {
  return (
    <PartErrorBoundary>
      <Suspense fallback={fallback}>{children}</Suspense>
    </PartErrorBoundary>
  );
}
