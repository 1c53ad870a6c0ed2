import { Banner, EmptyState } from '@lamaa/ui';
import type { ReactNode } from 'react';
import type { CheckoutText } from './use-checkout-text.js';

/** Props of StepLoading. */
export interface StepLoadingProps {
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  /** Nothing came to choose from (said only once loading ended without a failure). */
  readonly isEmpty: boolean;
  readonly failedText: string;
  readonly emptyText: string;
  /** Loads the list again after a failure. */
  readonly onReload: () => void;
  readonly t: CheckoutText;
}

/**
 * Where a step's list stands: "Loading...", the failure with its retry, or that there is
 * nothing to choose, the same in every step that loads what it offers (time slots, vaults).
 */
export function StepLoading({
  isLoading,
  hasFailed,
  isEmpty,
  failedText,
  emptyText,
  onReload,
  t,
}: StepLoadingProps) {
  return (
    <>
      {isLoading ? <p role="status">{t('checkout.loading')}</p> : null}
      {hasFailed ? (
        <Banner tone="error" onRetry={onReload}>
          {failedText}
        </Banner>
      ) : null}
      {!isLoading && !hasFailed && isEmpty ? <EmptyState title={emptyText} /> : null}
    </>
  );
}

/** A step's end: the server's refusal of the step, announced, then the step's buttons. */
export function StepEnd({
  refusal,
  children,
}: {
  readonly refusal: string | null;
  readonly children: ReactNode;
}) {
  return (
    <>
      {refusal !== null ? (
        <p className="pos-checkout-step__error" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="pos-checkout-step__actions">{children}</div>
    </>
  );
}
