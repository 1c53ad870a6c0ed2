import type { OfficeBranch } from '@lamaa/api-client';
import {
  BRANCH_PHONE_MAX_LENGTH,
  BRANCH_TIME_ZONES,
  branchTimeZone,
  CITY_MAX_LENGTH,
  DEFAULT_BRANCH_TIME_ZONE,
  EMIRATES,
} from '@lamaa/domain';
import { Select, TextField } from '@lamaa/ui';
import { useDraft } from '../../shared/form/use-draft.js';
import { serverFieldErrors } from '../../shared/form/field-errors.js';
import { useAddOrEdit } from '../../shared/form/use-add-or-edit.js';
import { AddressField } from '../../shared/address-field.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { NamePairFields } from '../../shared/name-pair-fields.js';
import {
  BRANCH_FIELDS,
  type BranchDraft,
  branchDraftOf,
  checkBranch,
  NEW_BRANCH,
  toEmirate,
} from './branch-form.js';
import { emirateKey, timeZoneKey } from './place-text.js';

/** Adds a branch (`branch` null) or edits one; what was typed stays on a refusal. */
export function BranchDialog(props: {
  branch: OfficeBranch | null;
  onClose: () => void;
  onSaved: (branch: OfficeBranch) => void;
}) {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const { draft, set } = useDraft<BranchDraft>(() =>
    props.branch ? branchDraftOf(props.branch) : NEW_BRANCH,
  );
  const { errorOf, dialog } = useAddOrEdit('branch', props.branch, props, {
    check: () => checkBranch(draft),
    create: (body) => api.createOfficeBranch(body),
    update: (editing, body) => api.updateOfficeBranch(Number(editing.id), body),
    fieldErrorsOf: (error) => serverFieldErrors(error, BRANCH_FIELDS),
  });
  const isUae = draft.timeZone === DEFAULT_BRANCH_TIME_ZONE;

  return (
    <OfficeFormDialog {...dialog}>
      <NamePairFields
        labels={{ en: t('office.branch-name-en'), ar: t('office.branch-name-ar') }}
        inputName="name"
        en={{ value: draft.nameEn, onChange: set('nameEn'), ...errorOf('nameEn') }}
        ar={{ value: draft.nameAr, onChange: set('nameAr'), ...errorOf('nameAr') }}
      />
      <div className="office-form__row">
        <Select
          label={t('office.time-zone')}
          isRequired
          options={BRANCH_TIME_ZONES.map((zone) => ({ id: zone, label: t(timeZoneKey(zone)) }))}
          selectedId={draft.timeZone}
          onSelectionChange={(id) => {
            const zone = branchTimeZone(id);
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
      <AddressField value={draft.address} onChange={set('address')} {...errorOf('address')} />
      <TextField
        label={t('office.phone')}
        name="phone"
        type="tel"
        maxLength={BRANCH_PHONE_MAX_LENGTH}
        value={draft.phone}
        onChange={set('phone')}
        {...errorOf('phone')}
      />
    </OfficeFormDialog>
  );
}
