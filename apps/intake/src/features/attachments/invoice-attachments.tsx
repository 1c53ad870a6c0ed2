import { FileDrop } from '@lamaa/ui';
import { useIntakeText } from '../../i18n/use-intake-text.js';

/** Props of InvoiceAttachments. */
export interface InvoiceAttachmentsProps {
  /** The attached files, as the invoice machine holds them. */
  files: readonly File[];
  isDisabled?: boolean;
  /** New files, already checked by the kit's FileDrop (the machine checks again). */
  onAdd: (files: readonly File[]) => void;
  onRemove: (index: number) => void;
}

/**
 * The invoice attachments area on the kit's FileDrop (picker and drag and drop; pdf, jpeg,
 * jpg, png, gif, webp; 10 MB each; the three refusal texts and '{n} file(s) attached
 * successfully'), translating its new list into add and remove events.
 */
export function InvoiceAttachments({
  files,
  isDisabled,
  onAdd,
  onRemove,
}: InvoiceAttachmentsProps) {
  const t = useIntakeText();
  return (
    <section className="intake-panel" aria-label={t('intake.attachments')}>
      <FileDrop
        label={t('intake.attachments')}
        files={files}
        isDisabled={isDisabled}
        onFilesChange={(next) => {
          if (next.length > files.length) {
            onAdd(next.slice(files.length));
            return;
          }
          const removed = files.findIndex((file, index) => next[index] !== file);
          if (removed !== -1) onRemove(removed);
        }}
      />
    </section>
  );
}
