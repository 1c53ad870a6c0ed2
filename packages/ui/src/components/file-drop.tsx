import { lazy, Suspense, useMemo, useState } from 'react';
import { Button as AriaButton, FileTrigger, Text, type DropItem } from 'react-aria-components';
import {
  ATTACHMENT_EXTENSIONS,
  checkAttachments,
  removeAttachment,
  type AttachmentCode,
} from '@lamaa/domain';
import type { MessageKey } from '../i18n/resources/en.js';
import { useFormat } from '../i18n/use-format.js';
import { useLocale } from '../i18n/use-locale.js';
import { useMessages } from '../i18n/use-messages.js';
import { IconButton } from './icon-button.js';
import { CloseIcon } from './icons/close-icon.js';
import './file-drop.css';

/** Props of FileDrop. */
export interface FileDropProps {
  /** The area's label, e.g. "Invoice attachments". */
  label: string;
  /** The files attached so far. */
  files: readonly File[];
  isDisabled?: boolean;
  /** Receives the new list after files are added or removed. */
  onFilesChange: (files: File[]) => void;
  /** Told how many files were just accepted (the app may toast "{n} file(s) attached successfully"). */
  onAttached?: (count: number) => void;
}

/** The message key of each rejection code of the domain's checkAttachments. */
const REJECTION_MESSAGES: Readonly<Record<AttachmentCode, MessageKey>> = {
  'attachment.invalid-type': 'errors.invalid-file-type',
  'attachment.too-large': 'errors.file-too-large',
  'attachment.duplicate': 'errors.file-already-attached',
};

const ACCEPT = ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`);

// The drop target arms a moment after the area shows (the same area, without drag and drop,
// stands in meanwhile): choosing files works at once, and a screen's first load is lighter.
const DropZone = lazy(() =>
  import('./file-drop-zone.js').then((module) => ({ default: module.DropZone })),
);

/** Reads the files out of a drop (folders and text are ignored). */
async function filesOf(items: readonly DropItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) if (item.kind === 'file') files.push(await item.getFile());
  return files;
}

/**
 * Attachments by picker or drag and drop: the domain's checkAttachments keeps PDF, JPEG,
 * JPG, PNG, GIF and WebP up to 10 MB, refuses duplicates, and each refused file is listed
 * with its reason. Attached files can be removed one by one.
 */
export function FileDrop({ label, files, isDisabled, onFilesChange, onAttached }: FileDropProps) {
  const t = useMessages();
  const format = useFormat();
  const { intlLocale } = useLocale();
  // Sizes in the language's own unit name (كيلوبايت in Arabic), not a fixed English "KB".
  const kilobytes = useMemo(
    () => new Intl.NumberFormat(intlLocale, { style: 'unit', unit: 'kilobyte' }),
    [intlLocale],
  );
  const [rejected, setRejected] = useState<readonly { name: string; message: string }[]>([]);
  const [attachedCount, setAttachedCount] = useState(0);

  const add = (incoming: readonly File[]) => {
    const result = checkAttachments(incoming, files);
    setRejected(
      result.rejected.map(({ file, code }) => ({
        name: file.name,
        message: t(REJECTION_MESSAGES[code]),
      })),
    );
    setAttachedCount(result.accepted.length);
    if (result.accepted.length > 0) {
      onFilesChange([...files, ...result.accepted]);
      onAttached?.(result.accepted.length);
    }
  };

  const zone = (
    <>
      <Text slot="label" className="lm-file-drop__label">
        {label}
      </Text>
      <p className="lm-file-drop__hint">{t('common.drop-files')}</p>
      <FileTrigger
        acceptedFileTypes={ACCEPT}
        allowsMultiple
        onSelect={(list) => add(list === null ? [] : Array.from(list))}
      >
        <AriaButton className="lm-file-drop__choose" isDisabled={isDisabled}>
          {t('common.choose-files')}
        </AriaButton>
      </FileTrigger>
      <p className="lm-file-drop__accepted">{t('common.accepted-files')}</p>
    </>
  );

  return (
    <div className="lm-file-drop">
      <Suspense
        fallback={
          <div className="lm-file-drop__zone" data-disabled={isDisabled || undefined}>
            {zone}
          </div>
        }
      >
        <DropZone
          className="lm-file-drop__zone"
          aria-label={label}
          isDisabled={isDisabled}
          onDrop={(event) => void filesOf(event.items).then(add)}
        >
          {zone}
        </DropZone>
      </Suspense>
      <div aria-live="polite" className="lm-file-drop__status">
        {attachedCount > 0
          ? t('toasts.files-attached', { n: format.number(attachedCount), count: attachedCount })
          : null}
      </div>
      <div role="alert">
        {rejected.length > 0 ? (
          <ul className="lm-file-drop__errors">
            {rejected.map((entry, index) => (
              <li key={`${entry.name}-${index}`}>
                <bdi className="lm-file-drop__name">{entry.name}</bdi>: {entry.message}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {files.length > 0 ? (
        <ul className="lm-file-drop__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}`} className="lm-file-drop__file">
              <bdi className="lm-file-drop__name">{file.name}</bdi>
              <span className="lm-file-drop__size">
                {kilobytes.format(Math.ceil(file.size / 1024))}
              </span>
              <IconButton
                label={t('common.remove-file', { name: file.name })}
                icon={<CloseIcon />}
                isDisabled={isDisabled}
                onPress={() => onFilesChange(removeAttachment(files, index))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
