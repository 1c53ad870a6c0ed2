import type { ApiResult } from '@lamaa/api-client';
import { Button } from '@lamaa/ui';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { saveErrorText } from './i18n/code-text.js';
import type { OfficeText } from './i18n/use-office-text.js';
import { useOfficeText } from './i18n/use-office-text.js';
import './image-field.css';

/** The words of one picture field (a catalogue picture or the logo), already translated. */
export interface ImageFieldTexts {
  readonly label: string;
  readonly hint: string;
  readonly none: string;
  /** The preview's alternative text. */
  readonly alt: string;
  readonly choose: string;
  readonly replace: string;
  readonly remove: string;
}

/** What an upload ends in: the stored picture's URL, or the text of why it was refused. */
export type UploadOutcome = { readonly url: string } | { readonly error: string };

/** The outcome of an upload call: its URL, or the server's refusal in the interface language. */
export function uploadOutcome<T>(
  t: OfficeText,
  result: ApiResult<T>,
  urlOf: (data: T) => string | null,
): UploadOutcome {
  if (result.error) return { error: saveErrorText(t, result.error, false) };
  const url = urlOf(result.data);
  return url === null ? { error: t('office.picture-failed') } : { url };
}

/** The picture types the server takes (it checks the bytes; the picker only narrows the list). */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * A picture field: the preview (or a line saying there is none), a button to choose or replace
 * the file, which is uploaded at once, and one to remove it. A refused upload says why and
 * keeps the picture there was.
 */
export function ImageField(props: {
  texts: ImageFieldTexts;
  url: string | null;
  /** The preview's size in pixels (the stored size, shown scaled down). */
  previewSize: { readonly width: number; readonly height: number };
  onUpload: (file: File) => Promise<UploadOutcome>;
  onRemove: () => void;
  errorMessage?: string | undefined;
}) {
  const t = useOfficeText();
  const labelId = useId();
  const [isUploading, setIsUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { texts } = props;

  const onSelect = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setIsUploading(true);
    const outcome = await props.onUpload(file);
    setIsUploading(false);
    setFailure('error' in outcome ? outcome.error : null);
  };

  const message = failure ?? props.errorMessage;
  return (
    <div className="office-image" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="office-image__label">
        {texts.label}
      </span>
      {props.url ? (
        <img
          className="office-image__preview"
          src={props.url}
          alt={texts.alt}
          width={props.previewSize.width}
          height={props.previewSize.height}
          loading="lazy"
        />
      ) : (
        <p className="office-image__none">{texts.none}</p>
      )}
      <p className="office-image__hint">{texts.hint}</p>
      <div className="office-image__actions">
        <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={(files) => void onSelect(files)}>
          <Button
            variant="outline"
            size="sm"
            isBusy={isUploading}
            busyLabel={t('office.picture-uploading')}
          >
            {props.url ? texts.replace : texts.choose}
          </Button>
        </FileTrigger>
        {props.url ? (
          <Button variant="ghost" size="sm" isDisabled={isUploading} onPress={props.onRemove}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
      {message ? (
        <p className="office-image__error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
