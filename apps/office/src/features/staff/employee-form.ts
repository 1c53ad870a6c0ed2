import { type Role, ROLES, staffBranchProblem } from '@lamaa/domain';
import type { ApiError } from '@lamaa/api-client';
import { type FieldErrors, serverFieldErrors } from '../../shared/form/field-errors.js';

/** The add-employee form as typed. */
export interface EmployeeDraft {
  readonly nameEn: string;
  readonly nameAr: string;
  readonly email: string;
  readonly role: Role | null;
  readonly branchId: string | null;
}

/** A field of the add-employee form. */
export type EmployeeField = keyof EmployeeDraft;

/** Where the server's field paths land on the form. */
const EMPLOYEE_FIELDS: Readonly<Record<string, EmployeeField>> = {
  'name.en': 'nameEn',
  'name.ar': 'nameAr',
  email: 'email',
  role: 'role',
  branch_id: 'branchId',
};

/** The refusals about one field that the server sends without naming it. */
const EMPLOYEE_CODE_FIELDS: Readonly<Record<string, EmployeeField>> = {
  'staff.email-taken': 'email',
  'staff.branch-required': 'branchId',
};

/** The employee form's fields a refused save marks, whether it names them or only its code does. */
export const employeeFieldErrors = (error: ApiError) =>
  serverFieldErrors(error, EMPLOYEE_FIELDS, EMPLOYEE_CODE_FIELDS);

/** An empty form. */
export const NEW_EMPLOYEE: EmployeeDraft = {
  nameEn: '',
  nameAr: '',
  email: '',
  role: null,
  branchId: null,
};

/** The role picked in the list, if it is one. */
export function toRole(id: string): Role | undefined {
  return ROLES.find((role) => role === id);
}

/** The body the form sends. */
export interface EmployeeBody {
  name: { en: string; ar: string };
  email: string;
  role: Role;
  branch_id: number | null;
}

/** One @ with something on each side and no spaces: the server checks the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * What the form would send, or the fields to correct first: both names, an email, a role, and
 * a branch for every role but the owner's (who works in all of them).
 */
export function checkEmployee(
  draft: EmployeeDraft,
):
  | { readonly ok: true; readonly body: EmployeeBody }
  | { readonly ok: false; readonly errors: FieldErrors<EmployeeField> } {
  const errors: FieldErrors<EmployeeField> = {};
  if (draft.nameEn.trim() === '') errors.nameEn = 'form.required';
  if (draft.nameAr.trim() === '') errors.nameAr = 'form.required';
  if (!EMAIL.test(draft.email.trim())) errors.email = 'form.email-invalid';
  if (draft.role === null) errors.role = 'form.role-required';
  const branchId = draft.branchId === null ? null : Number(draft.branchId);
  const branchProblem = draft.role === null ? null : staffBranchProblem(draft.role, branchId);
  if (branchProblem !== null) errors.branchId = branchProblem;
  if (draft.role === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: { en: draft.nameEn.trim(), ar: draft.nameAr.trim() },
      email: draft.email.trim(),
      role: draft.role,
      // An owner works in every branch: none is sent even if one was picked before.
      branch_id: draft.role === 'owner' ? null : branchId,
    },
  };
}
