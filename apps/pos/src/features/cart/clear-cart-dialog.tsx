import { Button, Dialog } from '@lamaa/ui';
import { useText } from '../../shared/i18n/use-text.js';

/** Props of ClearCartDialog. */
export interface ClearCartDialogProps {
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * The Clear cart confirmation (Cancel / Clear cart), mounted only while asked: emptying the
 * cart cannot be undone, so a stray tap must not do it.
 */
export function ClearCartDialog({ onConfirm, onCancel }: ClearCartDialogProps) {
  const t = useText();
  return (
    <Dialog
      title={t('pos.clear-cart-title')}
      role="alertdialog"
      size="sm"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="outline" onPress={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button variant="danger" onPress={onConfirm}>
            {t('pos.clear-cart')}
          </Button>
        </>
      }
    >
      <p>{t('pos.clear-cart-all-body')}</p>
    </Dialog>
  );
}
