import { approvalPinProblem } from '@lamaa/domain';
import { Banner, Button, Dialog, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';

/**
 * Sets the signed-in manager's or owner's own approval PIN, typed twice; the domain's rule
 * (4 to 6 digits) is checked before sending.
 */
export function ApprovalPinDialog(props: { onClose: () => void; onSaved: () => void }) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<{ field: 'pin' | 'repeat' | 'form'; text: string } | null>(
    null,
  );
  const [isSaving, setIsSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = approvalPinProblem(pin);
    if (problem !== null) {
      setError({ field: 'pin', text: codeText(t, problem) });
      return;
    }
    if (repeat !== pin) {
      setError({ field: 'repeat', text: t('office.pins-differ') });
      return;
    }
    setIsSaving(true);
    const result = await api.setApprovalPin(pin);
    setIsSaving(false);
    if (result.error) {
      setError({ field: 'form', text: saveErrorText(t, result.error, false) });
      return;
    }
    toasts.success(t('office.pin-saved'));
    props.onSaved();
  };

  return (
    <Dialog
      title={t('office.my-pin-title')}
      description={t('office.my-pin-intro')}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
    >
      <form className="office-dialog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {error?.field === 'form' ? <Banner tone="error">{error.text}</Banner> : null}
        <TextField
          label={t('office.new-pin')}
          type="password"
          inputMode="numeric"
          name="approval_pin"
          autoComplete="off"
          autoFocus
          isRequired
          maxLength={6}
          value={pin}
          onChange={setPin}
          description={t('office.pin-hint')}
          {...(error?.field === 'pin' ? { errorMessage: error.text } : {})}
        />
        <TextField
          label={t('office.repeat-pin')}
          type="password"
          inputMode="numeric"
          name="approval_pin_repeat"
          autoComplete="off"
          isRequired
          maxLength={6}
          value={repeat}
          onChange={setRepeat}
          {...(error?.field === 'repeat' ? { errorMessage: error.text } : {})}
        />
        <div className="office-form__actions">
          <Button variant="secondary" onPress={props.onClose}>
            {t('office.cancel')}
          </Button>
          <Button type="submit" variant="primary" isBusy={isSaving} busyLabel={t('office.saving')}>
            {t('office.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
