import { IMAGE_SIZES } from '@lamaa/domain';
import { ImageField, uploadOutcome } from './image-field.js';
import { useOfficeText } from './i18n/use-office-text.js';
import { useOfficeServices } from './office-services.js';

/**
 * The picture of a service, package or product: uploaded at once (POST /office/images), its
 * URL kept in the form and saved with it; removing it clears the URL.
 */
export function CataloguePictureField(props: {
  /** The field's label ("Picture" when left out; a service says "Icon"). */
  label?: string;
  /** The entry's name as typed, for the preview's alternative text. */
  name: string;
  url: string | null;
  onChange: (url: string | null) => void;
  errorMessage?: string | undefined;
}) {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  return (
    <ImageField
      texts={{
        label: props.label ?? t('office.picture'),
        hint: t('office.picture-hint'),
        none: t('office.picture-none'),
        alt: t('office.picture-of', { name: props.name.trim() || t('office.picture') }),
        choose: t('office.picture-choose'),
        replace: t('office.picture-replace'),
        remove: t('office.picture-remove'),
      }}
      url={props.url}
      previewSize={IMAGE_SIZES.card}
      onUpload={async (file) => {
        const outcome = uploadOutcome(t, await api.uploadOfficeImage(file), (image) => image.url);
        if ('url' in outcome) props.onChange(outcome.url);
        return outcome;
      }}
      onRemove={() => props.onChange(null)}
      errorMessage={props.errorMessage}
    />
  );
}
