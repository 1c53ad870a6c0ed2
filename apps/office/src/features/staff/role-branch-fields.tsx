import type { OfficeBranch } from '@lamaa/api-client';
import { can, type Role, ROLES } from '@lamaa/domain';
import { Select, useLocale } from '@lamaa/ui';
import type { FieldProblem } from '../../shared/form/field-errors.js';
import { fieldText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { ROLE_KEYS } from '../../shared/role-label.js';
import { actorOf, useUser } from '../../shared/session/auth-context.js';
import { toRole } from './employee-form.js';

/** The name of a branch in the interface language. */
export function branchName(branch: Pick<OfficeBranch, 'name'>, language: string): string {
  return (language === 'ar' ? branch.name.ar : branch.name.en) || branch.name.en || '';
}

/**
 * The role and branch of an employee being hired or changed: only the roles the signed-in
 * employee may give (`can`), and no branch for an owner.
 */
export function RoleBranchFields(props: {
  role: Role | null;
  branchId: string | null;
  branches: readonly OfficeBranch[];
  onRoleChange: (role: Role) => void;
  onBranchChange: (branchId: string | null) => void;
  errors: {
    readonly role?: FieldProblem | undefined;
    readonly branchId?: FieldProblem | undefined;
  };
}) {
  const t = useOfficeText();
  const { language } = useLocale();
  const actor = actorOf(useUser());
  const roles = ROLES.filter((role) => actor !== null && can(actor, 'staff.manage', { role }));
  const errorOf = (problem: FieldProblem | undefined) =>
    problem === undefined ? {} : { errorMessage: fieldText(t, problem) };
  return (
    <>
      <Select
        label={t('office.role')}
        isRequired
        placeholder={t('office.choose-role')}
        options={roles.map((role) => ({ id: role, label: t(ROLE_KEYS[role]) }))}
        selectedId={props.role}
        onSelectionChange={(id) => {
          const picked = toRole(id);
          if (picked) props.onRoleChange(picked);
        }}
        {...errorOf(props.errors.role)}
      />
      {props.role === 'owner' ? null : (
        <Select
          label={t('office.branch')}
          isRequired
          placeholder={t('office.choose-branch')}
          options={props.branches.map((branch) => ({
            id: String(branch.id),
            label: branchName(branch, language),
          }))}
          selectedId={props.branchId}
          onSelectionChange={props.onBranchChange}
          {...errorOf(props.errors.branchId)}
        />
      )}
    </>
  );
}
