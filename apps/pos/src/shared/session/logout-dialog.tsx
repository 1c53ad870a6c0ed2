import { Button, Dialog } from '@lamaa/ui';
import { useState } from 'react';
import { useText } from '../i18n/use-text.js';
import { useAuthActor } from './auth-context.js';

/** Props of LogoutDialog. */
export interface LogoutDialogProps {
  readonly isOpen: boolean;
  /** Called on Cancel or Escape; the session is kept. */
  readonly onCancel: () => void;
}

/**
 * The one logout confirmation (Cancel / Logout) of the header's Sign out and the profile's
 * Logout: signing out drops the customer, vehicle and cart, so neither may do it in one tap.
 * Confirming sends `auth.logout`; the guard then shows /login.
 */
export function LogoutDialog({ isOpen, onCancel }: LogoutDialogProps) {
  const t = useText();
  const auth = useAuthActor();
  const [isLeaving, setIsLeaving] = useState(false);
  return (
    <Dialog
      title={t('pos.logout-title')}
      role="alertdialog"
      size="sm"
      isOpen={isOpen}
      // A tap outside must neither confirm nor lose the question by accident.
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="outline" onPress={onCancel} isDisabled={isLeaving}>
            {t('actions.cancel')}
          </Button>
          <Button
            variant="danger"
            isBusy={isLeaving}
            busyLabel={t('busy.loading')}
            onPress={() => {
              setIsLeaving(true);
              auth.send({ type: 'auth.logout' });
            }}
          >
            {t('actions.logout')}
          </Button>
        </>
      }
    >
      <p>{t('pos.logout-text')}</p>
    </Dialog>
  );
}
