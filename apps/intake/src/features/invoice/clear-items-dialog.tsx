import { Button, Dialog } from '@lamaa/ui';
import { useIntakeText } from '../../i18n/use-intake-text.js';

/** Props of ClearItemsDialog. */
export interface ClearItemsDialogProps {
  /** Clears the list (the person confirmed). */
  onClear: () => void;
  /** Closes the dialog without clearing. */
  onClose: () => void;
}

/** The confirmation before Clear All Items, since clearing loses the scanned work. */
export function ClearItemsDialog({ onClear, onClose }: ClearItemsDialogProps) {
  const t = useIntakeText();
  return (
    <Dialog
      title={t('intake.clear-all-items')}
      isOpen
      role="alertdialog"
      size="sm"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={
        <>
          <Button variant="outline" onPress={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onPress={onClear}>
            {t('intake.clear')}
          </Button>
        </>
      }
    >
      <p>{t('intake.clear-all-confirm')}</p>
    </Dialog>
  );
}
