import { APPROVAL_PIN_LENGTH, type ApprovalKind, type Refusal } from '@lamaa/domain';
import { Banner, Button, Dialog, refusalKey, TextField } from '@lamaa/ui';
import type { FormEvent } from 'react';
import { useText } from '../i18n/use-text.js';
import './approval-dialog.css';

const KIND_KEYS = {
  'large-discount': 'approval.kind-large-discount',
  'lowered-price': 'approval.kind-lowered-price',
  'order-delete': 'approval.kind-order-delete',
  refund: 'approval.kind-refund',
  'shift-variance': 'approval.kind-shift-variance',
  'plan-transfer': 'approval.kind-plan-transfer',
} as const satisfies Record<ApprovalKind, string>;

/** What the PIN dialog shows and where its keys go. */
export interface PinDialogProps {
  readonly isOpen: boolean;
  readonly isChecking: boolean;
  readonly kinds: readonly ApprovalKind[];
  readonly pin: string;
  readonly problem: Refusal | null;
  readonly onPinChange: (pin: string) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/**
 * The manager's PIN, keyboard first: the field has focus when it opens, Enter approves, Escape
 * (or Cancel) gives up and leaves the sale as it was; a wrong PIN says so and asks again.
 */
export function PinDialog(props: PinDialogProps) {
  const t = useText();
  const what = props.kinds.map((kind) => t(KIND_KEYS[kind])).join(t('approval.and'));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      title={t('approval.title')}
      description={t('approval.body', { what })}
      size="sm"
      isOpen={props.isOpen}
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <form className="approval-dialog" noValidate onSubmit={onSubmit}>
        {props.problem !== null ? (
          <Banner tone="error">{t(refusalKey(props.problem.code), props.problem.params)}</Banner>
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
          value={props.pin}
          onChange={props.onPinChange}
        />
        <div className="approval-dialog__actions">
          <Button variant="secondary" onPress={props.onCancel}>
            {t('approval.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            isBusy={props.isChecking}
            busyLabel={t('approval.checking')}
          >
            {t('approval.approve')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
