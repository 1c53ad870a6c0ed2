import type { OfficeVault } from '@lamaa/api-client';
import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  DataTable,
  EmptyState,
  useLoader,
  useLocale,
} from '@lamaa/ui';
import { useState } from 'react';
import { saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { EditButton, nameIn, RowButton } from '../../shared/list-columns.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { METHOD_KEYS } from './method-label.js';
import { VaultDialog } from './vault-dialog.js';
import '../../shared/office-page.css';

/**
 * /office/vaults (the owner, and a manager for their branch): every vault by branch, archived
 * ones too, with Add, Edit, and Archive (after a confirmation) or Unarchive (never delete:
 * payments name them).
 */
export function VaultsPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api, toasts } = useOfficeServices();
  const vaults = useLoader('office-vaults', null, (_, signal) => api.listOfficeVaults(signal));
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  const [editing, setEditing] = useState<OfficeVault | null | undefined>(undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<OfficeVault | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nameOf = (vault: OfficeVault) => nameIn(vault.title, language);
  const branchOf = (vault: OfficeVault) => {
    const branch = branches.data?.find((entry) => entry.id === vault.branch_id);
    return branch ? nameIn(branch.name, language) : t('office.all-branches');
  };

  const archive = async (vault: OfficeVault) => {
    setBusy(vault.id);
    const result = vault.is_archived
      ? await api.unarchiveOfficeVault(vault.id)
      : await api.archiveOfficeVault(vault.id);
    setBusy(null);
    if (result.error) {
      setFailure(saveErrorText(t, result.error, false));
      return;
    }
    setFailure(null);
    const name = nameOf(result.data);
    toasts.success(
      t(result.data.is_archived ? 'office.vault-archived' : 'office.vault-unarchived', { name }),
    );
    vaults.retry();
  };

  return (
    <section className="office-page" aria-labelledby="vaults-title">
      <header className="office-page__header">
        <div>
          <h1 id="vaults-title" className="office-page__title">
            {t('office.vaults-title')}
          </h1>
          <p className="office-page__intro">{t('office.vaults-intro')}</p>
        </div>
        <Button variant="primary" onPress={() => setEditing(null)}>
          {t('office.add-vault')}
        </Button>
      </header>
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      {vaults.hasFailed && vaults.data ? (
        <Banner tone="error" onRetry={vaults.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.vaults-title')}
        rows={vaults.data ?? []}
        isLoading={vaults.isLoading}
        {...(vaults.hasFailed && !vaults.data
          ? { errorMessage: t('office.load-failed'), onRetry: vaults.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-vaults')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          { id: 'branch', header: t('office.branch'), render: branchOf },
          {
            id: 'methods',
            header: t('office.col-vault-methods'),
            render: (vault) => vault.methods.map((method) => t(METHOD_KEYS[method])).join('، '),
          },
          {
            id: 'provider',
            header: t('office.col-provider'),
            render: (vault) => vault.provider || '—',
          },
          {
            id: 'status',
            header: t('office.col-status'),
            render: (vault) => (
              <span className="office-row-actions">
                {vault.is_archived ? (
                  <Badge tone="neutral">{t('office.archived')}</Badge>
                ) : (
                  <Badge tone="green">{t('office.vault-in-use')}</Badge>
                )}
                {vault.is_cash_drawer ? (
                  <Badge tone="neutral">{t('office.vault-cash-drawer')}</Badge>
                ) : null}
              </span>
            ),
          },
          {
            id: 'actions',
            header: t('office.col-actions'),
            render: (vault) => (
              <span className="office-row-actions">
                <EditButton t={t} name={nameOf(vault)} onPress={() => setEditing(vault)} />
                <RowButton
                  label={t(vault.is_archived ? 'office.unarchive' : 'office.archive')}
                  name={nameOf(vault)}
                  isBusy={busy === vault.id}
                  onPress={() => (vault.is_archived ? void archive(vault) : setConfirming(vault))}
                />
              </span>
            ),
          },
        ]}
      />
      {confirming ? (
        <ConfirmDialog
          kind="archive"
          isOpen
          title={t('office.vault-archive-title', { name: nameOf(confirming) })}
          onConfirm={() => {
            setConfirming(null);
            void archive(confirming);
          }}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('office.vault-archive-body')}</p>
        </ConfirmDialog>
      ) : null}
      {editing !== undefined ? (
        <VaultDialog
          vault={editing}
          branches={branches.data ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            vaults.retry();
          }}
        />
      ) : null}
    </section>
  );
}
