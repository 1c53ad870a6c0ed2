import type { OfficeMaterial, OfficeSupplier } from '@lamaa/api-client';
import { Button, DataTable, EmptyState, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { type IntakeEntry, IntakeEntryDialog } from './intake-entry-dialog.js';
import { type BilingualName, EditButton, nameIn } from '../../shared/list-columns.js';
import '../../shared/office-page.css';

/** /office/intake (the owner): the suppliers and the materials the intake offers. */
export function IntakeListsPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const suppliers = useLoader('office-suppliers', null, (_, signal) =>
    api.listOfficeSuppliers(signal),
  );
  const materials = useLoader('office-materials', null, (_, signal) =>
    api.listOfficeMaterials(signal),
  );
  const [editing, setEditing] = useState<IntakeEntry | undefined>(undefined);
  const nameOf = (row: { name: BilingualName }) => nameIn(row.name, language);
  const editButton = (label: string, onPress: () => void) => (
    <EditButton t={t} name={label} onPress={onPress} />
  );
  return (
    <section className="office-page" aria-labelledby="intake-title">
      <header className="office-page__header">
        <div>
          <h1 id="intake-title" className="office-page__title">
            {t('office.intake-title')}
          </h1>
          <p className="office-page__intro">{t('office.intake-intro')}</p>
        </div>
      </header>
      <header className="office-page__header">
        <h2>{t('office.suppliers-title')}</h2>
        <Button variant="primary" onPress={() => setEditing({ kind: 'supplier', entry: null })}>
          {t('office.add-supplier')}
        </Button>
      </header>
      <DataTable
        label={t('office.suppliers-title')}
        rows={suppliers.data ?? []}
        isLoading={suppliers.isLoading}
        {...(suppliers.hasFailed && !suppliers.data
          ? { errorMessage: t('office.load-failed'), onRetry: suppliers.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-suppliers')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          {
            id: 'description',
            header: t('office.description'),
            render: (row: OfficeSupplier) => row.description,
          },
          {
            id: 'actions',
            header: t('office.col-actions'),
            render: (row: OfficeSupplier) =>
              editButton(nameOf(row), () => setEditing({ kind: 'supplier', entry: row })),
          },
        ]}
      />
      <header className="office-page__header">
        <h2>{t('office.materials-title')}</h2>
        <Button variant="primary" onPress={() => setEditing({ kind: 'material', entry: null })}>
          {t('office.add-material')}
        </Button>
      </header>
      <DataTable
        label={t('office.materials-title')}
        rows={materials.data ?? []}
        isLoading={materials.isLoading}
        {...(materials.hasFailed && !materials.data
          ? { errorMessage: t('office.load-failed'), onRetry: materials.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-materials')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          { id: 'unit', header: t('office.unit'), render: (row: OfficeMaterial) => row.unit },
          {
            id: 'actions',
            header: t('office.col-actions'),
            render: (row: OfficeMaterial) =>
              editButton(nameOf(row), () => setEditing({ kind: 'material', entry: row })),
          },
        ]}
      />
      {editing !== undefined ? (
        <IntakeEntryDialog
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            const kind = editing.kind;
            setEditing(undefined);
            if (kind === 'supplier') suppliers.retry();
            else materials.retry();
          }}
        />
      ) : null}
    </section>
  );
}
