import { CATALOGUE_NAME_MAX_LENGTH } from '@lamaa/domain';
import { useOfficeText } from './i18n/use-office-text.js';
import { NamePairFields } from './name-pair-fields.js';

/**
 * A catalogue entry's name in English and Arabic, as every catalogue form asks it; the server's
 * refusals land on `name.en` and `name.ar`.
 */
export function CatalogueNameFields(props: {
  draft: { readonly nameEn: string; readonly nameAr: string };
  /** The change handler of either name, as useDraft's `set` gives it. */
  set: (field: 'nameEn' | 'nameAr') => (text: string) => void;
  errorOf: (path: 'name.en' | 'name.ar') => { errorMessage?: string };
}) {
  const t = useOfficeText();
  return (
    <NamePairFields
      labels={{ en: t('office.service-name-en'), ar: t('office.service-name-ar') }}
      inputName="name"
      maxLength={CATALOGUE_NAME_MAX_LENGTH}
      en={{ value: props.draft.nameEn, onChange: props.set('nameEn'), ...props.errorOf('name.en') }}
      ar={{ value: props.draft.nameAr, onChange: props.set('nameAr'), ...props.errorOf('name.ar') }}
    />
  );
}
