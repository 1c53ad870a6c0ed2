import { useSelector } from '@xstate/react';
import { useSaleActor } from '../sale/sale-context.js';
import { LazyPinDialog } from './lazy-pin-dialog.js';

/**
 * The PIN dialog of a change the sale holds back for a manager (a large discount, an add-on
 * price below its list price): approved, the change is made; cancelled, the cart stays as it was.
 */
export function SaleApprovalDialog() {
  const sale = useSaleActor();
  const approval = useSelector(sale, (snapshot) => snapshot.context.approval);
  const isChecking = useSelector(sale, (snapshot) => snapshot.matches({ approving: 'checking' }));
  return (
    <LazyPinDialog
      isOpen={approval !== null}
      isChecking={isChecking}
      kinds={approval?.kinds ?? []}
      pin={approval?.pin ?? ''}
      problem={approval?.problem ?? null}
      onPinChange={(pin) => sale.send({ type: 'sale.approval-pin', pin })}
      onSubmit={() => sale.send({ type: 'sale.approval-submit' })}
      onCancel={() => sale.send({ type: 'sale.approval-cancel' })}
    />
  );
}
