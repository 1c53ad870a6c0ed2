import type { OfficeBranch, OfficeEmployee } from '@lamaa/api-client';
import { type Role, staffBranchProblem } from '@lamaa/domain';
import { Banner, Button, Dialog } from '@lamaa/ui';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, serverFieldErrors } from '../../shared/api/field-errors.js';
import { saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { EMPLOYEE_CODE_FIELDS, EMPLOYEE_FIELDS, type EmployeeField } from './employee-form.js';
import { RoleBranchFields } from './role-branch-fields.js';

/** Changes an employee's role or branch (to ones the signed-in employee may give). */
export function ChangeEmployeeDialog(props: {
  employee: OfficeEmployee;
  name: string;
  branches: readonly OfficeBranch[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { api, toasts } = useOfficeServices();
  const [role, setRole] = useState<Role>(props.employee.role);
  const [branchId, setBranchId] = useState<string | null>(
    props.employee.branch_id === null ? null : String(props.employee.branch_id),
  );
  const [errors, setErrors] = useState<FieldErrors<EmployeeField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const branch = role === 'owner' || branchId === null ? null : Number(branchId);
    const problem = staffBranchProblem(role, branch);
    if (problem !== null) {
      setErrors({ branchId: problem });
      setFailure(t('office.fix-fields'));
      return;
    }
    setIsSaving(true);
    const result = await api.updateOfficeEmployee(Number(props.employee.id), {
      role,
      branch_id: branch,
    });
    setIsSaving(false);
    if (result.error) {
      const fieldErrors = serverFieldErrors(result.error, EMPLOYEE_FIELDS, EMPLOYEE_CODE_FIELDS);
      setErrors(fieldErrors);
      setFailure(saveErrorText(t, result.error, Object.keys(fieldErrors).length > 0));
      return;
    }
    toasts.success(t('office.employee-saved', { name: props.name }));
    props.onSaved();
  };

  return (
    <Dialog
      title={t('office.change-employee')}
      description={props.name}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) props.onClose();
      }}
    >
      <form className="office-dialog-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
        <RoleBranchFields
          role={role}
          branchId={branchId}
          branches={props.branches}
          onRoleChange={setRole}
          onBranchChange={setBranchId}
          errors={errors}
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
