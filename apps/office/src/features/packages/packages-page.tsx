import type { OfficePackage } from '@lamaa/api-client';
import { Badge, Banner, Button, DataTable, EmptyState, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { PackageDialog } from './package-dialog.js';
import { carGroupPriceColumns, editColumn, nameIn } from '../../shared/list-columns.js';
import '../../shared/office-page.css';

/** /office/packages (the owner): every package with its price per car group, Add and Edit. */
export function PackagesPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const packs = useLoader('office-packages', null, (_, signal) => api.listOfficePackages(signal));
  const [editing, setEditing] = useState<OfficePackage | null | undefined>(undefined);
  const nameOf = (pack: OfficePackage) => nameIn(pack.name, language);
  return (
    <section className="office-page" aria-labelledby="packages-title">
      <header className="office-page__header">
        <div>
          <h1 id="packages-title" className="office-page__title">
            {t('office.packages-title')}
          </h1>
          <p className="office-page__intro">{t('office.packages-intro')}</p>
        </div>
        <Button variant="primary" onPress={() => setEditing(null)}>
          {t('office.add-package')}
        </Button>
      </header>
      {packs.hasFailed && packs.data ? (
        <Banner tone="error" onRetry={packs.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.packages-title')}
        rows={packs.data ?? []}
        isLoading={packs.isLoading}
        {...(packs.hasFailed && !packs.data
          ? { errorMessage: t('office.load-failed'), onRetry: packs.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-packages')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          ...carGroupPriceColumns<OfficePackage>(t),
          {
            id: 'status',
            header: t('office.col-status'),
            render: (pack) =>
              pack.is_active ? (
                <Badge tone="green">{t('office.active')}</Badge>
              ) : (
                <Badge tone="neutral">{t('office.not-active')}</Badge>
              ),
          },
          editColumn(t, nameOf, setEditing),
        ]}
      />
      {editing !== undefined ? (
        <PackageDialog
          pack={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            packs.retry();
          }}
        />
      ) : null}
    </section>
  );
}
