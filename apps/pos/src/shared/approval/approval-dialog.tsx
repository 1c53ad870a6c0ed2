import { type approvalMachine } from '@lamaa/domain';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LazyPinDialog } from './lazy-pin-dialog.js';

/** The running approval flow the dialog shows. */
export type ApprovalActor = ActorRefFrom<typeof approvalMachine>;

/** The PIN dialog of a guarded call (an order to delete, a refund, a submission). */
export function ApprovalDialog({ actor }: { actor: ApprovalActor }) {
  const snapshot = useSelector(actor, (state) => state);
  const { kinds, pin, problem } = snapshot.context;
  return (
    <LazyPinDialog
      isOpen={snapshot.matches('asking') || snapshot.matches('checking')}
      isChecking={snapshot.matches('checking')}
      kinds={kinds}
      pin={pin}
      problem={problem}
      onPinChange={(value) => actor.send({ type: 'pin.change', pin: value })}
      onSubmit={() => actor.send({ type: 'pin.submit' })}
      onCancel={() => actor.send({ type: 'approval.cancel' })}
    />
  );
}
