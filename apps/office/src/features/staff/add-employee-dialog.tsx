import type { OfficeBranch, OfficeEmployee, PasswordLink } from '@lamaa/api-client';
import { EMAIL_MAX_LENGTH, OFFICE_NAME_MAX_LENGTH } from '@lamaa/domain';
import { Banner, Button, Dialog, TextField } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, serverFieldErrors } from '../../shared/api/field-errors.js';
import { codeText, saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import {
  checkEmployee,
  EMPLOYEE_CODE_FIELDS,
  EMPLOYEE_FIELDS,
  type EmployeeDraft,
  type EmployeeField,
  NEW_EMPLOYEE,
} from './employee-form.js';
import { RoleBranchFields } from './role-branch-fields.js';

/**
 * Adds an employee: names, email, a role the signed-in employee may give (`can`), and a branch.
 * On success the caller shows the one-time set-password link.
 */
export function AddEmployeeDialog(props: {
  branches: readonly OfficeBranch[];
  onClose: () => void;
  onAdded: (employee: OfficeEmployee, link: PasswordLink) => void;
}) {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const [draft, setDraft] = useState<EmployeeDraft>(NEW_EMPLOYEE);
  const [errors, setErrors] = useState<FieldErrors<EmployeeField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const set =
    <K extends EmployeeField>(field: K) =>
    (value: EmployeeDraft[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));
  const errorOf = (field: EmployeeField) =>
    errors[field] === undefined ? {} : { errorMessage: codeText(t, errors[field]) };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkEmployee(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(t('office.fix-fields'));
      return;
    }
    setIsSaving(true);
    const result = await api.createOfficeEmployee(checked.body);
    setIsSaving(false);
    if (result.error) {
      const fieldErrors = serverFieldErrors(result.error, EMPLOYEE_FIELDS, EMPLOYEE_CODE_FIELDS);
      setErrors(fieldErrors);
      setFailure(saveErrorText(t, result.error, Object.keys(fieldErrors).length > 0));
      return;
    }
    props.onAdded(result.data.data, result.data.password_link);
  };

  return (
    <Dialog
      title={t('office.add-employee')}
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
            label={t('office.employee-name-en')}
            name="name_en"
            isRequired
            maxLength={OFFICE_NAME_MAX_LENGTH}
            value={draft.nameEn}
            onChange={set('nameEn')}
            {...errorOf('nameEn')}
          />
          <TextField
            label={t('office.employee-name-ar')}
            name="name_ar"
            isRequired
            maxLength={OFFICE_NAME_MAX_LENGTH}
            value={draft.nameAr}
            onChange={set('nameAr')}
            {...errorOf('nameAr')}
          />
        </div>
        <TextField
          label={t('office.email')}
          name="email"
          type="email"
          isRequired
          maxLength={EMAIL_MAX_LENGTH}
          value={draft.email}
          onChange={set('email')}
          {...errorOf('email')}
        />
        <div className="office-form__row">
          <RoleBranchFields
            role={draft.role}
            branchId={draft.branchId}
            branches={props.branches}
            onRoleChange={set('role')}
            onBranchChange={set('branchId')}
            errors={errors}
          />
        </div>
        <div className="office-form__actions">
          <Button variant="secondary" onPress={props.onClose}>
            {t('office.cancel')}
          </Button>
          <Button type="submit" variant="primary" isBusy={isSaving} busyLabel={t('office.saving')}>
            {t('office.add-employee')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
