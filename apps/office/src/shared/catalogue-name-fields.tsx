import { CATALOGUE_NAME_MAX_LENGTH } from '@lamaa/domain';
import { TextField } from '@lamaa/ui';
import { useOfficeText } from './i18n/use-office-text.js';

/**
 * A catalogue entry's name in English and Arabic, side by side and both required, as every
 * catalogue form asks it; the server's refusals land on `name.en` and `name.ar`.
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
    <div className="office-form__row">
      <TextField
        label={t('office.service-name-en')}
        name="name_en"
        isRequired
        maxLength={CATALOGUE_NAME_MAX_LENGTH}
        value={props.nameEn}
        onChange={props.onNameEn}
        {...props.errorOf('name.en')}
      />
      <TextField
        label={t('office.service-name-ar')}
        name="name_ar"
        isRequired
        maxLength={CATALOGUE_NAME_MAX_LENGTH}
        value={props.nameAr}
        onChange={props.onNameAr}
        {...props.errorOf('name.ar')}
      />
    </div>
  );
}
