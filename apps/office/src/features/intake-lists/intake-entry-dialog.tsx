import type { OfficeMaterial, OfficeSupplier } from '@lamaa/api-client';
import {
  CATALOGUE_NAME_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  materialProblems,
  supplierProblems,
  UNIT_MAX_LENGTH,
} from '@lamaa/domain';
import { Banner, Button, Dialog, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { pathErrors } from '../../shared/api/path-errors.js';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
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
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const errorOf = (path: string) =>
    errors[path] === undefined ? {} : { errorMessage: codeText(t, errors[path]) };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = { en: nameEn.trim(), ar: nameAr.trim() };
    const problems =
      kind === 'supplier'
        ? supplierProblems({ name, description: descriptionEn })
        : materialProblems({ name, description: { en: descriptionEn, ar: descriptionAr }, unit });
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setFailure(t('office.fix-fields'));
      return;
    }
    setIsSaving(true);
    const result =
      kind === 'supplier'
        ? await (saved
            ? api.updateOfficeSupplier(saved.id, { name, description: descriptionEn.trim() })
            : api.createOfficeSupplier({ name, description: descriptionEn.trim() }))
        : await (() => {
            const body = {
              name,
              description: { en: descriptionEn.trim(), ar: descriptionAr.trim() },
              unit: unit.trim(),
            };
            return saved
              ? api.updateOfficeMaterial(saved.id, body)
              : api.createOfficeMaterial(body);
          })();
    setIsSaving(false);
    if (result.error) {
      const fieldErrors = pathErrors(result.error);
      setErrors(fieldErrors);
      setFailure(saveErrorText(t, result.error, Object.keys(fieldErrors).length > 0));
      return;
    }
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
    <Dialog
      title={t(title)}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
      size="lg"
    >
      <form className="office-dialog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
        <div className="office-form__row">
          <TextField
            label={t('office.service-name-en')}
            isRequired
            maxLength={CATALOGUE_NAME_MAX_LENGTH}
            value={nameEn}
            onChange={setNameEn}
            {...errorOf('name.en')}
          />
          <TextField
            label={t('office.service-name-ar')}
            isRequired
            maxLength={CATALOGUE_NAME_MAX_LENGTH}
            value={nameAr}
            onChange={setNameAr}
            {...errorOf('name.ar')}
          />
        </div>
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
        <div className="office-form__actions">
          <Button variant="secondary" onPress={props.onClose}>
            {t('office.cancel')}
          </Button>
          <Button type="submit" variant="primary" isBusy={isSaving} busyLabel={t('office.saving')}>
            {t('office.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
