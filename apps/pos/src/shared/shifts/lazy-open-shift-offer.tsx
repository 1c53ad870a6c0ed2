import { Spinner } from '@lamaa/ui';
import { type ComponentProps } from 'react';
import { LazyPartBoundary } from '../lazy/lazy-part-boundary.js';
import { retryableLazy } from '../lazy/retryable-lazy.js';
import type { OpenShiftOffer as Offer } from './open-shift-offer.js';

// The open-shift form is fetched only when cash was refused for a drawer without a shift.
const OpenShiftOffer = retryableLazy(() =>
  import('./open-shift-offer.js').then((module) => ({ default: module.OpenShiftOffer })),
);

/** The offer to open a shift where cash was refused, loaded on first use. */
export function LazyOpenShiftOffer(props: ComponentProps<typeof Offer>) {
  return (
    <LazyPartBoundary fallback={<Spinner size="sm" />}>
      <OpenShiftOffer {...props} />
    </LazyPartBoundary>
  );
}
