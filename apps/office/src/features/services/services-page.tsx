import type { OfficeService } from '@lamaa/api-client';
import { Banner, Button, DataTable, EmptyState, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { ServiceDialog } from './service-dialog.js';
import { archivedColumn, editColumn, nameIn } from '../../shared/list-columns.js';
import '../../shared/office-page.css';

/** /office/services (the owner): every service, archived ones too, with Add and Edit. */
export function ServicesPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const services = useLoader('office-services', null, (_, signal) =>
    api.listOfficeServices(signal),
  );
  // The dialog's service: null adds one, undefined means the dialog is closed.
  const [editing, setEditing] = useState<OfficeService | null | undefined>(undefined);
  const nameOf = (service: OfficeService) => nameIn(service.name, language);
  return (
    <section className="office-page" aria-labelledby="services-title">
      <header className="office-page__header">
        <div>
          <h1 id="services-title" className="office-page__title">
            {t('office.services-title')}
          </h1>
          <p className="office-page__intro">{t('office.services-intro')}</p>
        </div>
        <Button variant="primary" onPress={() => setEditing(null)}>
          {t('office.add-service')}
        </Button>
      </header>
      {services.hasFailed && services.data ? (
        <Banner tone="error" onRetry={services.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.services-title')}
        rows={services.data ?? []}
        isLoading={services.isLoading}
        {...(services.hasFailed && !services.data
          ? { errorMessage: t('office.load-failed'), onRetry: services.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-services')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          {
            id: 'options',
            header: t('office.options'),
            render: (service) => service.options.filter((option) => !option.is_archived).length,
          },
          {
            id: 'kind',
            header: t('office.col-kind'),
            render: (service) => t(service.is_add_ons ? 'office.add-on' : 'office.main-service'),
          },
          archivedColumn(t, 'office.on-sale'),
          {
            id: 'order',
            header: t('office.display-order'),
            render: (service) => service.display_order,
          },
          editColumn(t, nameOf, setEditing),
        ]}
      />
      {editing !== undefined ? (
        <ServiceDialog
          service={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            services.retry();
          }}
        />
      ) : null}
    </section>
  );
}
