import type { OfficeVault, OfficeVaultInput } from '@lamaa/api-client';
import { PAYMENT_METHODS, type PaymentMethod, vaultProblems } from '@lamaa/domain';
import type { Checked } from '../../shared/form/use-office-save.js';

/** The vault form as typed. */
export interface VaultDraft {
  readonly branchId: string | null;
  readonly titleEn: string;
  readonly titleAr: string;
  readonly methods: readonly PaymentMethod[];
  readonly provider: string;
}

/** A field of the vault form, named as the body names it (the server's field paths). */
export type VaultField = 'branch_id' | 'title.en' | 'title.ar' | 'methods' | 'provider';

/** The methods a vault may take, in the counter's order. */
export const VAULT_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS;

/** An empty form, in the branch given (the only one a manager has). */
export function newVaultDraft(branchId: number | null): VaultDraft {
  return {
    branchId: branchId === null ? null : String(branchId),
    titleEn: '',
    titleAr: '',
    methods: [],
    provider: '',
  };
}

/** The form filled with a vault as saved. */
export function vaultDraftOf(vault: OfficeVault): VaultDraft {
  return {
    branchId: vault.branch_id === null ? null : String(vault.branch_id),
    titleEn: vault.title.en ?? '',
    titleAr: vault.title.ar ?? '',
    methods: vault.methods,
    provider: vault.provider,
  };
}

/** The draft with a method taken or not, the methods kept in the counter's order. */
export function withMethod(draft: VaultDraft, method: PaymentMethod, takes: boolean): VaultDraft {
  const chosen = new Set(draft.methods);
  if (takes) chosen.add(method);
  else chosen.delete(method);
  return { ...draft, methods: VAULT_METHODS.filter((entry) => chosen.has(entry)) };
}

/**
 * What the form would send, or the fields to correct first: a branch, then the domain's vault
 * rule (titles in both languages, at least one method, the provider's length).
 */
export function checkVault(draft: VaultDraft): Checked<OfficeVaultInput, VaultField> {
  const body: OfficeVaultInput = {
    branch_id: Number(draft.branchId ?? 0),
    title: { en: draft.titleEn.trim(), ar: draft.titleAr.trim() },
    methods: [...draft.methods],
    provider: draft.provider.trim(),
  };
  const errors: Partial<Record<VaultField, string>> = {
    ...(vaultProblems(body) as Partial<Record<VaultField, string>>),
  };
  if (draft.branchId === null) errors.branch_id = 'form.required';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}
