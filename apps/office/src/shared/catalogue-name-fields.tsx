import { CATALOGUE_NAME_MAX_LENGTH } from '@lamaa/domain';
import { useOfficeText } from './i18n/use-office-text.js';
import { NamePairFields } from './name-pair-fields.js';

/**
 * A catalogue entry's name in English and Arabic, as every catalogue form asks it; the server's
 * refusals land on `name.en` and `name.ar`.
 */
export function CatalogueNameFields(props: {
  nameEn: string;
  nameAr: string;
  onNameEn: (nameEn: string) => void;
  onNameAr: (nameAr: string) => void;
  errorOf: (path: 'name.en' | 'name.ar') => { errorMessage?: string };
}) {
  const t = useOfficeText();
  return (
    <NamePairFields
      labels={{ en: t('office.service-name-en'), ar: t('office.service-name-ar') }}
      inputName="name"
      maxLength={CATALOGUE_NAME_MAX_LENGTH}
      en={{ value: props.nameEn, onChange: props.onNameEn, ...props.errorOf('name.en') }}
      ar={{ value: props.nameAr, onChange: props.onNameAr, ...props.errorOf('name.ar') }}
    />
  );
}
