import type { OfficePackage } from '@lamaa/api-client';
import { useDraft } from '../../shared/form/use-draft.js';
import { useAddOrEdit } from '../../shared/form/use-add-or-edit.js';
import { CataloguePictureField } from '../../shared/catalogue-picture-field.js';
import { CheckBox } from '../../shared/check-box.js';
import { CatalogueNameFields } from '../../shared/catalogue-name-fields.js';
import { GroupPriceFields } from '../../shared/group-price-fields.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { checkPackage, NEW_PACKAGE, type PackageDraft, packageDraftOf } from './package-form.js';

/** Adds a package (`pack` null) or edits one: names, Active, a price per car group. */
export function PackageDialog(props: {
  pack: OfficePackage | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const { draft, setDraft, set } = useDraft<PackageDraft>(() =>
    props.pack ? packageDraftOf(props.pack) : NEW_PACKAGE,
  );
  const { errorOf, dialog } = useAddOrEdit('package', props.pack, props, {
    check: () => checkPackage(draft),
    create: (body) => api.createOfficePackage(body),
    update: (editing, body) => api.updateOfficePackage(editing.id, body),
  });

  return (
    <OfficeFormDialog {...dialog}>
      <CatalogueNameFields draft={draft} set={set} errorOf={errorOf} />
      <GroupPriceFields
        prices={draft.prices}
        onChange={(prices) => setDraft({ ...draft, prices })}
        path="prices"
        errorOf={errorOf}
      />
      <CataloguePictureField
        name={draft.nameEn}
        url={draft.image}
        onChange={(image) => setDraft((current) => ({ ...current, image }))}
        {...errorOf('image')}
      />
      <CheckBox
        label={t('office.active')}
        isSelected={draft.isActive}
        onChange={(isActive) => setDraft({ ...draft, isActive })}
      />
    </OfficeFormDialog>
  );
}
