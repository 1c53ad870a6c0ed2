import type { OfficeBranch } from '@lamaa/api-client';
import { Banner, Button, DataTable, EmptyState, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { BranchDialog } from './branch-dialog.js';
import { emirateKey, timeZoneKey } from './place-text.js';
import { editColumn, nameIn } from '../../shared/list-columns.js';
import '../../shared/office-page.css';

/** /office/branches (the owner): every branch, with Add and Edit. */
export function BranchesPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  // The dialog's branch: null adds one, undefined means the dialog is closed.
  const [editing, setEditing] = useState<OfficeBranch | null | undefined>(undefined);
  const nameOf = (branch: OfficeBranch) => nameIn(branch.name, language);
  return (
    <section className="office-page" aria-labelledby="branches-title">
      <header className="office-page__header">
        <div>
          <h1 id="branches-title" className="office-page__title">
            {t('office.branches-title')}
          </h1>
          <p className="office-page__intro">{t('office.branches-intro')}</p>
        </div>
        <Button variant="primary" onPress={() => setEditing(null)}>
          {t('office.add-branch')}
        </Button>
      </header>
      {branches.hasFailed && branches.data ? (
        <Banner tone="error" onRetry={branches.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.branches-title')}
        rows={branches.data ?? []}
        isLoading={branches.isLoading}
        {...(branches.hasFailed && !branches.data
          ? { errorMessage: t('office.load-failed'), onRetry: branches.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-branches')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          {
            id: 'place',
            header: t('office.col-place'),
            render: (branch) => (branch.emirate ? t(emirateKey(branch.emirate)) : branch.city),
          },
          {
            id: 'zone',
            header: t('office.time-zone'),
            render: (branch) => t(timeZoneKey(branch.time_zone)),
          },
          {
            id: 'phone',
            header: t('office.phone'),
            render: (branch) => <span dir="ltr">{branch.phone}</span>,
          },
          editColumn(t, nameOf, setEditing),
        ]}
      />
      {editing !== undefined ? (
        <BranchDialog
          branch={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            branches.retry();
          }}
        />
      ) : null}
    </section>
  );
}
