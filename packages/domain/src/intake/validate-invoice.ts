import { fail, ok, type Result } from '../shared/result.js';
import type { DraftMaterialLine } from './material-line.js';

/** What Create Invoice checks. */
export interface InvoiceDraft {
  /** True when the screen was opened with showbranches=true. */
  readonly isBranchMode: boolean;
  readonly branchId: number | null;
  readonly supplierId: number | null;
  readonly lines: readonly DraftMaterialLine[];
}

/** A draft that passed the checks: supplier chosen, branch chosen in branch mode, items present. */
export interface ValidInvoice {
  readonly supplier_id: number;
  readonly branch_id?: number;
  readonly lines: readonly DraftMaterialLine[];
}

/** Why the invoice cannot be created yet. */
export type InvoiceCode =
  'intake.branch-required' | 'intake.supplier-required' | 'intake.items-required';

/**
 * Checks the invoice before creating it: a branch when in branch mode ('Please select a
 * branch'), a supplier ('Please select a supplier'), at least one item ('Please add items to
 * create an invoice').
 */
export function validateInvoice(draft: InvoiceDraft): Result<ValidInvoice, InvoiceCode> {
  if (isIntakeLocked(draft)) return fail('intake.branch-required');
  if (draft.supplierId === null) return fail('intake.supplier-required');
  if (draft.lines.length === 0) return fail('intake.items-required');
  return ok(toValidInvoice(draft));
}

/**
 * Builds the invoice from a draft that passed `validateInvoice`; the branch is sent only in
 * branch mode. On an unchecked draft a missing supplier would read as 0.
 */
export function toValidInvoice(draft: InvoiceDraft): ValidInvoice {
  const branch = draft.isBranchMode && draft.branchId !== null ? { branch_id: draft.branchId } : {};
  return { supplier_id: Number(draft.supplierId), ...branch, lines: draft.lines };
}

/**
 * True while the intake screen waits for a branch: in branch mode, until one is chosen,
 * supplier selection, Add Supplier and scanning are disabled.
 */
export function isIntakeLocked(draft: Pick<InvoiceDraft, 'isBranchMode' | 'branchId'>): boolean {
  return draft.isBranchMode && draft.branchId === null;
}
