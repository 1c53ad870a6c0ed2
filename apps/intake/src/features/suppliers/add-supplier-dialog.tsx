import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOr, type Supplier } from '@lamaa/api-client';
import { SUPPLIER_DESCRIPTION_MAX_LENGTH, validateSupplier } from '@lamaa/domain';
import { Button, Dialog, TextArea, TextField } from '@lamaa/ui';
import { useIntakeServices } from '../../shared/intake-services.js';
import { apiMessageText, codeKey } from '../../i18n/code-key.js';
import { addIntakePlurals } from '../../i18n/intake-plurals-ar.js';
import { useIntakeText } from '../../i18n/use-intake-text.js';

/** Props of AddSupplierDialog. */
export interface AddSupplierDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Receives the supplier the server created. */
  onAdded: (supplier: Supplier) => void;
}

const EMPTY = { name: '', description: '' };

/**
 * Add New Supplier: name required and trimmed (at most 100), description optional (at most
 * 200); Cancel / Add, 'Adding...' while saving, "Supplier '{name}' added" on success.
 */
export function AddSupplierDialog({ isOpen, onOpenChange, onAdded }: AddSupplierDialogProps) {
  const t = useIntakeText();
  // The limits' Arabic plural forms travel with the dialog's chunk, so they are there to show.
  const { i18n } = useTranslation();
  useState(() => addIntakePlurals(i18n));
  const { api, toasts } = useIntakeServices();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const close = () => {
    setForm(EMPTY);
    setError(null);
    onOpenChange(false);
  };

  const submit = async () => {
    const checked = validateSupplier(form);
    if (!checked.ok) {
      const { params } = checked;
      // A limit is the count the Arabic plural form follows.
      setError(t(codeKey(checked.code), params && { ...params, count: Number(params['max']) }));
      return;
    }
    setIsSaving(true);
    setError(null);
    const result = await api.createSupplier(checked.value);
    setIsSaving(false);
    if (result.error) {
      setError(apiMessageText(serverMessageOr(result.error, 'api.add-supplier-failed'), t));
      return;
    }
    toasts.success(t('toasts.supplier-added', { name: result.data.name.en || checked.value.name }));
    onAdded(result.data);
    close();
  };

  return (
    <Dialog
      title={t('intake.add-new-supplier')}
      isOpen={isOpen}
      size="sm"
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      footer={
        <>
          <Button variant="outline" onPress={close} isDisabled={isSaving}>
            {t('actions.cancel')}
          </Button>
          <Button onPress={() => void submit()} isBusy={isSaving} busyLabel={t('busy.adding')}>
            {t('actions.add')}
          </Button>
        </>
      }
    >
      <form
        className="intake-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {error !== null ? (
          <p className="intake-error" role="alert">
            {error}
          </p>
        ) : null}
        <TextField
          label={t('intake.supplier-name')}
          isRequired
          autoFocus
          value={form.name}
          onChange={(name) => setForm({ ...form, name })}
        />
        <TextArea
          label={t('intake.supplier-description')}
          maxLength={SUPPLIER_DESCRIPTION_MAX_LENGTH}
          rows={3}
          value={form.description}
          onChange={(description) => setForm({ ...form, description })}
        />
      </form>
    </Dialog>
  );
}
