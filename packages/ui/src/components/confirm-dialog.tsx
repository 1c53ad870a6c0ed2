import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.js';
import { Button } from './button.js';
import { Dialog } from './dialog.js';

/** The spec's confirmation button pairs, by purpose. */
export type ConfirmKind = 'remove-item' | 'clear-cart' | 'delete' | 'archive';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  kind: ConfirmKind;
  title: string;
  children?: ReactNode;
  isOpen: boolean;
  /** Shows the busy label on the confirm button while the action runs. */
  isBusy?: boolean;
  onConfirm: () => void;
  /** Called on the cancel button, Escape or the close button. */
  onCancel: () => void;
}

const LABELS = {
  'remove-item': { confirm: 'actions.remove', cancel: 'actions.keep-item', variant: 'danger' },
  'clear-cart': {
    confirm: 'actions.clear-cart-and-continue',
    cancel: 'actions.cancel',
    variant: 'primary',
  },
  delete: { confirm: 'actions.delete', cancel: 'actions.cancel', variant: 'danger' },
  archive: { confirm: 'actions.archive', cancel: 'actions.cancel', variant: 'danger' },
} as const;

/**
 * A yes/no alert dialog with the spec's button pairs: Remove / Keep Item,
 * Cancel / Clear Cart & Continue, Delete / Cancel, and the office's Archive / Cancel. Escape or a click on cancel calls onCancel;
 * a click outside does nothing, so a stray tap never confirms or dismisses by accident.
 */
export function ConfirmDialog({
  kind,
  title,
  children,
  isOpen,
  isBusy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useMessages();
  const labels = LABELS[kind];
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="outline" onPress={onCancel} isDisabled={isBusy}>
            {t(labels.cancel)}
          </Button>
          <Button
            variant={labels.variant}
            onPress={onConfirm}
            isBusy={isBusy}
            busyLabel={t('busy.loading')}
          >
            {t(labels.confirm)}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
