import { Banner, Button, Dialog } from '@lamaa/ui';
import type { FormEvent, ReactNode } from 'react';
import { useOfficeText } from './i18n/use-office-text.js';

/**
 * An office dialog that edits one thing: the title, the banner of a failed save, the fields,
 * and Cancel / Save (busy while saving). Enter in a field saves; Escape or Cancel closes.
 */
export function OfficeFormDialog(props: {
  title: string;
  /** A line under the title naming what is edited (e.g. the employee). */
  description?: string;
  failure: string | null;
  isSaving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  size?: 'md' | 'lg';
  /** The Save button's text, when "Save" says too little (e.g. "Add employee"). */
  saveLabel?: string;
  children: ReactNode;
}) {
  const t = useOfficeText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      title={props.title}
      {...(props.description === undefined ? {} : { description: props.description })}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      size={props.size ?? 'lg'}
    >
      <form className="office-dialog-form" noValidate onSubmit={submit}>
        {props.failure !== null ? <Banner tone="error">{props.failure}</Banner> : null}
        {props.children}
        <div className="office-form__actions">
          <Button variant="secondary" onPress={props.onClose}>
            {t('office.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            isBusy={props.isSaving}
            busyLabel={t('office.saving')}
          >
            {props.saveLabel ?? t('office.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
