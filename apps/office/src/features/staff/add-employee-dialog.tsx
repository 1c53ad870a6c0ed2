import type { OfficeBranch, OfficeEmployee, PasswordLink } from '@lamaa/api-client';
import { EMAIL_MAX_LENGTH } from '@lamaa/domain';
import { TextField } from '@lamaa/ui';
import { useDraft } from '../../shared/form/use-draft.js';
import { useOfficeSave } from '../../shared/form/use-office-save.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { NamePairFields } from '../../shared/name-pair-fields.js';
import {
  checkEmployee,
  employeeFieldErrors,
  type EmployeeDraft,
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
  const { draft, set } = useDraft<EmployeeDraft>(() => NEW_EMPLOYEE);
  const { errors, errorOf, failure, isSaving, save } = useOfficeSave(employeeFieldErrors);

  const onSubmit = async () => {
    const saved = await save(checkEmployee(draft), (body) => api.createOfficeEmployee(body));
    if (saved) props.onAdded(saved.data.data, saved.data.password_link);
  };

  return (
    <OfficeFormDialog
      title={t('office.add-employee')}
      saveLabel={t('office.add-employee')}
      failure={failure}
      isSaving={isSaving}
      onSubmit={() => void onSubmit()}
      onClose={props.onClose}
    >
      <NamePairFields
        labels={{ en: t('office.employee-name-en'), ar: t('office.employee-name-ar') }}
        inputName="name"
        en={{ value: draft.nameEn, onChange: set('nameEn'), ...errorOf('nameEn') }}
        ar={{ value: draft.nameAr, onChange: set('nameAr'), ...errorOf('nameAr') }}
      />
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
    </OfficeFormDialog>
  );
}
