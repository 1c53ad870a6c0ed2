import type { OfficeBranch, OfficeEmployee } from '@lamaa/api-client';
import { type Role, staffBranchProblem } from '@lamaa/domain';
import { useState } from 'react';
import { type Checked, useOfficeSave } from '../../shared/form/use-office-save.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { employeeFieldErrors, type EmployeeField } from './employee-form.js';
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
  const { errors, failure, isSaving, save } = useOfficeSave(employeeFieldErrors);

  const onSubmit = async () => {
    const branch = role === 'owner' || branchId === null ? null : Number(branchId);
    const problem = staffBranchProblem(role, branch);
    const checked: Checked<{ role: Role; branch_id: number | null }, EmployeeField> =
      problem === null
        ? { ok: true, body: { role, branch_id: branch } }
        : { ok: false, errors: { branchId: problem } };
    const saved = await save(checked, (body) =>
      api.updateOfficeEmployee(Number(props.employee.id), body),
    );
    if (!saved) return;
    toasts.success(t('office.employee-saved', { name: props.name }));
    props.onSaved();
  };

  return (
    <OfficeFormDialog
      title={t('office.change-employee')}
      description={props.name}
      size="md"
      failure={failure}
      isSaving={isSaving}
      onSubmit={() => void onSubmit()}
      onClose={props.onClose}
    >
      <RoleBranchFields
        role={role}
        branchId={branchId}
        branches={props.branches}
        onRoleChange={setRole}
        onBranchChange={setBranchId}
        errors={errors}
      />
    </OfficeFormDialog>
  );
}
