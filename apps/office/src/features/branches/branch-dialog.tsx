import type { OfficeBranch } from '@lamaa/api-client';
import {
  ADDRESS_MAX_LENGTH,
  BRANCH_PHONE_MAX_LENGTH,
  BRANCH_TIME_ZONES,
  CITY_MAX_LENGTH,
  DEFAULT_BRANCH_TIME_ZONE,
  EMIRATES,
  OFFICE_NAME_MAX_LENGTH,
} from '@lamaa/domain';
import { Banner, Button, Dialog, Select, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, serverFieldErrors } from '../../shared/api/field-errors.js';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import {
  BRANCH_FIELDS,
  type BranchDraft,
  type BranchField,
  branchDraftOf,
  checkBranch,
  NEW_BRANCH,
  toEmirate,
  toTimeZone,
} from './branch-form.js';
import { emirateKey, timeZoneKey } from './place-text.js';

/** Adds a branch (`branch` null) or edits one; what was typed stays on a refusal. */
export function BranchDialog(props: {
  branch: OfficeBranch | null;
  onClose: () => void;
  onSaved: (branch: OfficeBranch) => void;
}) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [draft, setDraft] = useState<BranchDraft>(() =>
    props.branch ? branchDraftOf(props.branch) : NEW_BRANCH,
  );
  const [errors, setErrors] = useState<FieldErrors<BranchField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const set =
    <K extends BranchField>(field: K) =>
    (value: BranchDraft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));
  const errorOf = (field: BranchField) =>
    errors[field] === undefined ? {} : { errorMessage: codeText(t, errors[field]) };
  const isUae = draft.timeZone === DEFAULT_BRANCH_TIME_ZONE;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkBranch(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t('office.fix-fields'));
      return;
    }
    setIsSaving(true);
    const result = props.branch
      ? await api.updateOfficeBranch(Number(props.branch.id), checked.body)
      : await api.createOfficeBranch(checked.body);
    setIsSaving(false);
    if (result.error) {
      const fieldErrors = serverFieldErrors(result.error, BRANCH_FIELDS);
      setErrors(fieldErrors);
      setFailure(saveErrorText(t, result.error, Object.keys(fieldErrors).length > 0));
      return;
    }
    toasts.success(t('office.branch-saved'));
    props.onSaved(result.data);
  };

  return (
    <Dialog
      title={t(props.branch ? 'office.edit-branch' : 'office.add-branch')}
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
            label={t('office.branch-name-en')}
            name="name_en"
            isRequired
            maxLength={OFFICE_NAME_MAX_LENGTH}
            value={draft.nameEn}
            onChange={set('nameEn')}
            {...errorOf('nameEn')}
          />
          <TextField
            label={t('office.branch-name-ar')}
            name="name_ar"
            isRequired
            maxLength={OFFICE_NAME_MAX_LENGTH}
            value={draft.nameAr}
            onChange={set('nameAr')}
            {...errorOf('nameAr')}
          />
        </div>
        <div className="office-form__row">
          <Select
            label={t('office.time-zone')}
            isRequired
            options={BRANCH_TIME_ZONES.map((zone) => ({ id: zone, label: t(timeZoneKey(zone)) }))}
            selectedId={draft.timeZone}
            onSelectionChange={(id) => {
              const zone = toTimeZone(id);
              if (zone) set('timeZone')(zone);
            }}
            {...errorOf('timeZone')}
          />
          {isUae ? (
            <Select
              label={t('office.emirate')}
              isRequired
              placeholder={t('office.choose-emirate')}
              options={EMIRATES.map((emirate) => ({ id: emirate, label: t(emirateKey(emirate)) }))}
              selectedId={draft.emirate}
              onSelectionChange={(id) => set('emirate')(toEmirate(id) ?? null)}
              {...errorOf('emirate')}
            />
          ) : (
            <TextField
              label={t('office.city')}
              name="city"
              isRequired
              maxLength={CITY_MAX_LENGTH}
              value={draft.city}
              onChange={set('city')}
              {...errorOf('city')}
            />
          )}
        </div>
        <TextField
          label={t('office.address')}
          name="address"
          maxLength={ADDRESS_MAX_LENGTH}
          value={draft.address}
          onChange={set('address')}
          {...errorOf('address')}
        />
        <TextField
          label={t('office.phone')}
          name="phone"
          type="tel"
          maxLength={BRANCH_PHONE_MAX_LENGTH}
          value={draft.phone}
          onChange={set('phone')}
          {...errorOf('phone')}
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
