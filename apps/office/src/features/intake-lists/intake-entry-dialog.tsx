import type { ApiResult, OfficeMaterial, OfficeSupplier } from '@lamaa/api-client';
import {
  DESCRIPTION_MAX_LENGTH,
  materialProblems,
  supplierProblems,
  UNIT_MAX_LENGTH,
} from '@lamaa/domain';
import { TextField } from '@lamaa/ui';
import { useState } from 'react';
import { pathErrors } from '../../shared/form/path-errors.js';
import { useOfficeSave } from '../../shared/form/use-office-save.js';
import { CatalogueNameFields } from '../../shared/catalogue-name-fields.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';

/** What the dialog edits: a supplier or a material, new (`entry` null) or saved. */
export type IntakeEntry =
  | { readonly kind: 'supplier'; readonly entry: OfficeSupplier | null }
  | { readonly kind: 'material'; readonly entry: OfficeMaterial | null };

/** Adds or edits a supplier (names, description) or a material (names, descriptions, unit). */
export function IntakeEntryDialog(props: {
  editing: IntakeEntry;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const { kind } = props.editing;
  const material = props.editing.kind === 'material' ? props.editing.entry : null;
  const supplier = props.editing.kind === 'supplier' ? props.editing.entry : null;
  const saved = material ?? supplier;
  const [nameEn, setNameEn] = useState(saved?.name.en ?? '');
  const [nameAr, setNameAr] = useState(saved?.name.ar ?? '');
  const [descriptionEn, setDescriptionEn] = useState(
    material?.description.en ?? supplier?.description ?? '',
  );
  const [descriptionAr, setDescriptionAr] = useState(material?.description.ar ?? '');
  const [unit, setUnit] = useState(material?.unit ?? '');
  const { errorOf, failure, isSaving, save } = useOfficeSave(pathErrors);

  const onSubmit = async () => {
    const name = { en: nameEn.trim(), ar: nameAr.trim() };
    const description = { en: descriptionEn.trim(), ar: descriptionAr.trim() };
    const problems =
      kind === 'supplier'
        ? supplierProblems({ name, description: descriptionEn })
        : materialProblems({ name, description: { en: descriptionEn, ar: descriptionAr }, unit });
    const call = (): Promise<ApiResult<unknown>> => {
      if (kind === 'supplier') {
        const body = { name, description: description.en };
        return saved ? api.updateOfficeSupplier(saved.id, body) : api.createOfficeSupplier(body);
      }
      const body = { name, description, unit: unit.trim() };
      return saved ? api.updateOfficeMaterial(saved.id, body) : api.createOfficeMaterial(body);
    };
    const checked =
      Object.keys(problems).length > 0
        ? { ok: false as const, errors: problems }
        : { ok: true as const, body: null };
    if (!(await save(checked, call))) return;
    toasts.success(t(kind === 'supplier' ? 'office.supplier-saved' : 'office.material-saved'));
    props.onSaved();
  };

  const title =
    kind === 'supplier'
      ? saved
        ? 'office.edit-supplier'
        : 'office.add-supplier'
      : saved
        ? 'office.edit-material'
        : 'office.add-material';
  return (
    <OfficeFormDialog
      title={t(title)}
      failure={failure}
      isSaving={isSaving}
      onSubmit={() => void onSubmit()}
      onClose={props.onClose}
    >
      <CatalogueNameFields
        draft={{ nameEn, nameAr }}
        set={(field) => (field === 'nameEn' ? setNameEn : setNameAr)}
        errorOf={errorOf}
      />
      {kind === 'supplier' ? (
        <TextField
          label={t('office.description')}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={descriptionEn}
          onChange={setDescriptionEn}
          {...errorOf('description')}
        />
      ) : (
        <>
          <div className="office-form__row">
            <TextField
              label={t('office.description-en')}
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={descriptionEn}
              onChange={setDescriptionEn}
              {...errorOf('description.en')}
            />
            <TextField
              label={t('office.description-ar')}
              maxLength={DESCRIPTION_MAX_LENGTH}
              value={descriptionAr}
              onChange={setDescriptionAr}
              {...errorOf('description.ar')}
            />
          </div>
          <TextField
            label={t('office.unit')}
            description={t('office.unit-hint')}
            maxLength={UNIT_MAX_LENGTH}
            value={unit}
            onChange={setUnit}
            {...errorOf('unit')}
          />
        </>
      )}
    </OfficeFormDialog>
  );
}
