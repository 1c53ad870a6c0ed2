import type { Plan } from '@lamaa/api-client';
import { Banner, Button, DataTable, EmptyState, Money, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { PlanDialog } from './plan-dialog.js';
import {
  archivedColumn,
  carGroupPriceColumns,
  editColumn,
  nameIn,
} from '../../shared/list-columns.js';
import '../../shared/office-page.css';

/** /office/plans (the owner): memberships, wash books and stored value; Add, Edit, Archive. */
export function PlansPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const plans = useLoader('office-plans', null, (_, signal) => api.listOfficePlans(signal));
  const [editing, setEditing] = useState<Plan | null | undefined>(undefined);
  const nameOf = (plan: Plan) => nameIn(plan.name, language);
  const kindOf = (plan: Plan) => {
    if (plan.kind === 'uses') return t('office.plan-uses-count', { count: plan.uses ?? 0 });
    if (plan.kind === 'value')
      return (
        <>
          {t('office.plan-kind-value')}: <Money fils={plan.value ?? 0} />
        </>
      );
    return t('office.plan-kind-unlimited');
  };
  return (
    <section className="office-page" aria-labelledby="plans-title">
      <header className="office-page__header">
        <div>
          <h1 id="plans-title" className="office-page__title">
            {t('office.plans-title')}
          </h1>
          <p className="office-page__intro">{t('office.plans-intro')}</p>
        </div>
        <Button variant="primary" onPress={() => setEditing(null)}>
          {t('office.add-plan')}
        </Button>
      </header>
      {plans.hasFailed && plans.data ? (
        <Banner tone="error" onRetry={plans.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.plans-title')}
        rows={plans.data ?? []}
        isLoading={plans.isLoading}
        {...(plans.hasFailed && !plans.data
          ? { errorMessage: t('office.load-failed'), onRetry: plans.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-plans')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          { id: 'kind', header: t('office.col-kind'), render: kindOf },
          {
            id: 'validity',
            header: t('office.plan-validity'),
            render: (plan) =>
              t(
                plan.validity.unit === 'days'
                  ? 'office.plan-days-count'
                  : 'office.plan-months-count',
                {
                  count: plan.validity.count,
                },
              ),
          },
          ...carGroupPriceColumns<Plan>(t),
          archivedColumn(t, 'office.active'),
          editColumn(t, nameOf, setEditing),
        ]}
      />
      {editing !== undefined ? (
        <PlanDialog
          plan={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            plans.retry();
          }}
        />
      ) : null}
    </section>
  );
}
