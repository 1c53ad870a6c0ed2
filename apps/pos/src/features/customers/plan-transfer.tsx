import type { Entitlement, Vehicle } from '@lamaa/api-client';
import { Button, Spinner } from '@lamaa/ui';
import { useState } from 'react';
import { useText } from '../../shared/i18n/use-text.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';

/** A plan of the chosen vehicle, and where it may move. */
export interface PlanTransferProps {
  readonly entitlement: Entitlement;
  readonly name: string;
  /** The customer's other vehicles, each with its plate as shown. */
  readonly vehicles: readonly { readonly vehicle: Vehicle; readonly plate: string }[];
  readonly onMoved: () => void;
}

// The banner is part of the shell's first load; the form (a vehicle chooser, a reason, the
// manager's PIN) is fetched on the button's first press.
const PlanTransferDialog = retryableLazy(() =>
  import('./plan-transfer-dialog.js').then((module) => ({ default: module.PlanTransferDialog })),
);

/**
 * Transfer on a plan of the chosen vehicle: asks for another vehicle of the same customer and a
 * reason, then the manager's PIN (the approval flow), then moves the plan with its balance.
 */
export function PlanTransfer(props: PlanTransferProps) {
  const t = useText();
  const [isOpen, setIsOpen] = useState(false);
  if (props.vehicles.length === 0) return null;
  return (
    <>
      <Button variant="outline" size="sm" onPress={() => setIsOpen(true)}>
        {t('pos.plan-transfer')}
        <span className="lm-visually-hidden"> {props.name}</span>
      </Button>
      {isOpen ? (
        <LazyPartBoundary fallback={<Spinner size="sm" />}>
          <PlanTransferDialog {...props} onClose={() => setIsOpen(false)} />
        </LazyPartBoundary>
      ) : null}
    </>
  );
}
