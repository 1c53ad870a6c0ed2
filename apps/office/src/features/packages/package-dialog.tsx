import type { OfficePackage } from '@lamaa/api-client';
import { CAR_GROUP_IDS, CATALOGUE_NAME_MAX_LENGTH } from '@lamaa/domain';
import { AmountField, Banner, Button, Dialog, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { pathErrors } from '../../shared/api/path-errors.js';
import { GROUP_KEYS } from '../../shared/car-group-label.js';
import { CheckBox } from '../../shared/check-box.js';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { checkPackage, NEW_PACKAGE, type PackageDraft, packageDraftOf } from './package-form.js';

/** Adds a package (`pack` null) or edits one: names, Active, a price per car group. */
export function PackageDialog(props: {
  pack: OfficePackage | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [draft, setDraft] = useState<PackageDraft>(() =>
    props.pack ? packageDraftOf(props.pack) : NEW_PACKAGE,
  );
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const errorOf = (path: string) =>
    errors[path] === undefined ? {} : { errorMessage: codeText(t, errors[path]) };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPackage(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t('office.fix-fields'));
      return;
    }
    setIsSaving(true);
    const result = props.pack
      ? await api.updateOfficePackage(props.pack.id, checked.body)
      : await api.createOfficePackage(checked.body);
    setIsSaving(false);
    if (result.error) {
      const fieldErrors = pathErrors(result.error);
      setErrors(fieldErrors);
      setFailure(saveErrorText(t, result.error, Object.keys(fieldErrors).length > 0));
      return;
    }
    toasts.success(t('office.package-saved'));
    props.onSaved();
  };

  return (
    <Dialog
      title={t(props.pack ? 'office.edit-package' : 'office.add-package')}
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
            value={draft.nameEn}
            onChange={(nameEn) => setDraft({ ...draft, nameEn })}
            {...errorOf('name.en')}
          />
          <TextField
            label={t('office.service-name-ar')}
            isRequired
            maxLength={CATALOGUE_NAME_MAX_LENGTH}
            value={draft.nameAr}
            onChange={(nameAr) => setDraft({ ...draft, nameAr })}
            {...errorOf('name.ar')}
          />
        </div>
        <div className="office-form__row">
          {CAR_GROUP_IDS.map((group, position) => (
            <AmountField
              key={group}
              label={t(GROUP_KEYS[group])}
              description={t('office.no-price-hint')}
              value={draft.prices[group]}
              onChange={(value) =>
                setDraft({ ...draft, prices: { ...draft.prices, [group]: value } })
              }
              {...errorOf(`prices.${position}`)}
            />
          ))}
        </div>
        <CheckBox
          label={t('office.active')}
          isSelected={draft.isActive}
          onChange={(isActive) => setDraft({ ...draft, isActive })}
        />
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
