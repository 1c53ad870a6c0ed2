import type { OfficeBranch, OfficeVault } from '@lamaa/api-client';
import { VAULT_PROVIDER_MAX_LENGTH, VAULT_TITLE_MAX_LENGTH } from '@lamaa/domain';
import { Select, TextField, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { CheckBox } from '../../shared/check-box.js';
import { useAddOrEdit } from '../../shared/form/use-add-or-edit.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { nameIn } from '../../shared/list-columns.js';
import { OfficeFormDialog } from '../../shared/office-form-dialog.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { METHOD_KEYS } from './method-label.js';
import {
  checkVault,
  newVaultDraft,
  VAULT_METHODS,
  type VaultDraft,
  vaultDraftOf,
  withMethod,
} from './vault-form.js';
import '../../shared/office-groups.css';

/** Adds a vault (`vault` null) or edits one: branch, titles, the methods it takes, provider. */
export function VaultDialog(props: {
  vault: OfficeVault | null;
  branches: readonly OfficeBranch[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const only = props.branches.length === 1 ? (props.branches[0]?.id ?? null) : null;
  const [draft, setDraft] = useState<VaultDraft>(() =>
    props.vault ? vaultDraftOf(props.vault) : newVaultDraft(only),
  );
  const { errorOf, dialog } = useAddOrEdit('vault', props.vault, props, {
    check: () => checkVault(draft),
    create: (body) => api.createOfficeVault(body),
    update: (editing, body) => api.updateOfficeVault(editing.id, body),
  });
  const methodsError = errorOf('methods').errorMessage;

  return (
    <OfficeFormDialog {...dialog}>
      <Select
        label={t('office.branch')}
        isRequired
        placeholder={t('office.choose-branch')}
        options={props.branches.map((branch) => ({
          id: String(branch.id),
          label: nameIn(branch.name, language),
        }))}
        selectedId={draft.branchId}
        onSelectionChange={(branchId) => setDraft({ ...draft, branchId })}
        {...errorOf('branch_id')}
      />
      <div className="office-form__row">
        <TextField
          label={t('office.vault-title-en')}
          isRequired
          maxLength={VAULT_TITLE_MAX_LENGTH}
          value={draft.titleEn}
          onChange={(titleEn) => setDraft({ ...draft, titleEn })}
          {...errorOf('title.en')}
        />
        <TextField
          label={t('office.vault-title-ar')}
          isRequired
          maxLength={VAULT_TITLE_MAX_LENGTH}
          value={draft.titleAr}
          onChange={(titleAr) => setDraft({ ...draft, titleAr })}
          {...errorOf('title.ar')}
        />
      </div>
      <fieldset
        className="office-checks"
        aria-describedby="vault-methods-hint"
        {...(methodsError === undefined ? {} : { 'aria-invalid': true })}
      >
        <legend>{t('office.vault-methods')}</legend>
        <p id="vault-methods-hint" className="office-hint">
          {t('office.vault-methods-hint')}
        </p>
        {VAULT_METHODS.map((method) => (
          <CheckBox
            key={method}
            label={t(METHOD_KEYS[method])}
            isSelected={draft.methods.includes(method)}
            onChange={(takes) => setDraft(withMethod(draft, method, takes))}
          />
        ))}
        {methodsError === undefined ? null : (
          <p className="office-group-error" role="alert">
            {methodsError}
          </p>
        )}
      </fieldset>
      <TextField
        label={t('office.vault-provider')}
        description={t('office.vault-provider-hint')}
        maxLength={VAULT_PROVIDER_MAX_LENGTH}
        value={draft.provider}
        onChange={(provider) => setDraft({ ...draft, provider })}
        {...errorOf('provider')}
      />
    </OfficeFormDialog>
  );
}
