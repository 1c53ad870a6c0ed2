import { ConfirmDialog } from '@lamaa/ui';
import { useText } from '../../shared/i18n/use-text.js';

/** Props of RemoveItemDialog. */
export interface RemoveItemDialogProps {
  /** The name of the line being removed. */
  readonly name: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** The remove-item confirmation with Remove and Keep Item (mounted only while asked). */
export function RemoveItemDialog({ name, onConfirm, onCancel }: RemoveItemDialogProps) {
  const t = useText();
  return (
    <ConfirmDialog
      kind="remove-item"
      title={t('pos.remove-item-title')}
      isOpen
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('pos.remove-item-body', { name })}</p>
    </ConfirmDialog>
  );
}
