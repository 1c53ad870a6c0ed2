import { APPROVAL_PIN_LENGTH, type ApprovalKind, type approvalMachine } from '@lamaa/domain';
import { Banner, Button, Dialog, refusalKey, TextField } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useText } from '../i18n/use-text.js';
import './approval-dialog.css';

/** The running approval flow the dialog shows. */
export type ApprovalActor = ActorRefFrom<typeof approvalMachine>;

const KIND_KEYS = {
  'large-discount': 'approval.kind-large-discount',
  'lowered-price': 'approval.kind-lowered-price',
  'order-delete': 'approval.kind-order-delete',
  refund: 'approval.kind-refund',
  'shift-variance': 'approval.kind-shift-variance',
  'plan-transfer': 'approval.kind-plan-transfer',
} as const satisfies Record<ApprovalKind, string>;

/**
 * The manager's PIN, keyboard first: the field has focus when it opens, Enter approves, Escape
 * (or Cancel) gives up and leaves the sale as it was; a wrong PIN says so and asks again.
 */
export function ApprovalDialog({ actor }: { actor: ApprovalActor }) {
  const t = useText();
  const snapshot = useSelector(actor, (state) => state);
  const { kinds, pin, problem } = snapshot.context;
  const isOpen = snapshot.matches('asking') || snapshot.matches('checking');
  const isChecking = snapshot.matches('checking');
  const what = kinds.map((kind) => t(KIND_KEYS[kind])).join(t('approval.and'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'pin.submit' });
  };
  return (
    <Dialog
      title={t('approval.title')}
      description={t('approval.body', { what })}
      size="sm"
      isOpen={isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: 'approval.cancel' });
      }}
    >
      <form className="approval-dialog" noValidate onSubmit={onSubmit}>
        {problem !== null ? (
          <Banner tone="error">{t(refusalKey(problem.code), problem.params)}</Banner>
        ) : null}
        <TextField
          label={t('approval.pin')}
          type="password"
          inputMode="numeric"
          name="approval_pin"
          autoComplete="off"
          autoFocus
          isRequired
          maxLength={APPROVAL_PIN_LENGTH.max}
          value={pin}
          onChange={(value) => actor.send({ type: 'pin.change', pin: value })}
        />
        <div className="approval-dialog__actions">
          <Button variant="secondary" onPress={() => actor.send({ type: 'approval.cancel' })}>
            {t('approval.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            isBusy={isChecking}
            busyLabel={t('approval.checking')}
          >
            {t('approval.approve')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
