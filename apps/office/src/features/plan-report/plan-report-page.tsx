import type { PlanReport } from '@lamaa/api-client';
import { Banner, DataTable, EmptyState, Money, useFormat, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { CALENDAR_DAY } from '../../shared/calendar-day.js';
import { DayField } from '../../shared/day-field.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import '../../shared/office-page.css';
import './plan-report-page.css';

type Redemption = PlanReport['redemptions'][number];
type Expiring = PlanReport['expiring'][number];
type Named = { en: string | null; ar: string | null };

/** A whole date as the day picker gives it; a half-typed one is not asked for. */
const isDay = (value: string | undefined): value is string =>
  value !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * /office/plan-report (the owner): the plans active today, the redemptions by branch and day
 * for the days chosen (the last 30 by default), the plans ending in the next 14 days and the
 * prepaid value still owed.
 */
export function PlanReportPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const format = useFormat();
  const { api } = useOfficeServices();
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const query = {
    ...(isDay(period.from) ? { from: period.from } : {}),
    ...(isDay(period.to) && !(isDay(period.from) && period.from > period.to)
      ? { to: period.to }
      : {}),
  };
  const report = useLoader('office-plan-report', query, (query, signal) =>
    api.readPlanReport(query, signal),
  );
  const data = report.data;
  const local = (text: Named | null) =>
    text === null
      ? t('office.report-no-branch')
      : (language === 'ar' ? text.ar : text.en) || text.en || '';
  const day = (value: string) => format.date(value, CALENDAR_DAY);
  return (
    <section className="office-page" aria-labelledby="plan-report-title">
      <header className="office-page__header">
        <div>
          <h1 id="plan-report-title" className="office-page__title">
            {t('office.report-title')}
          </h1>
          <p className="office-page__intro">{t('office.report-intro')}</p>
        </div>
      </header>
      {report.hasFailed ? (
        <Banner tone="error" onRetry={report.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <dl className="plan-report__figures">
        <div>
          <dt>{t('office.report-active')}</dt>
          <dd data-testid="report-active">{data ? data.active.total : '—'}</dd>
        </div>
        <div>
          <dt>{t('office.report-frozen')}</dt>
          <dd>{data ? data.active.frozen : '—'}</dd>
        </div>
        <div>
          <dt>{t('office.report-liability')}</dt>
          <dd data-testid="report-liability">{data ? <Money fils={data.liability} /> : '—'}</dd>
        </div>
      </dl>
      <DataTable
        label={t('office.report-active-plans')}
        rows={(data?.active.plans ?? []).map((plan) => ({ ...plan, id: plan.plan_id }))}
        isLoading={report.isLoading}
        emptyState={<EmptyState title={t('office.report-none-active')} />}
        columns={[
          {
            id: 'name',
            header: t('office.col-name'),
            isRowHeader: true,
            render: (plan) => local(plan.name),
          },
          {
            id: 'count',
            header: t('office.report-col-count'),
            render: (plan) => format.number(plan.count),
          },
        ]}
      />
      <h2 className="plan-report__heading">{t('office.report-redemptions')}</h2>
      <div className="office-form__row">
        <DayField
          label={t('office.report-from')}
          value={period.from ?? data?.period.from ?? ''}
          onChange={(from) => setPeriod({ ...period, from })}
        />
        <DayField
          label={t('office.report-to')}
          value={period.to ?? data?.period.to ?? ''}
          onChange={(to) => setPeriod({ ...period, to })}
        />
      </div>
      <DataTable
        label={t('office.report-redemptions')}
        rows={(data?.redemptions ?? []).map((row: Redemption) => ({
          ...row,
          id: `${row.day}-${row.branch_id ?? 0}`,
        }))}
        isLoading={report.isLoading}
        emptyState={<EmptyState title={t('office.report-none-redeemed')} />}
        columns={[
          {
            id: 'day',
            header: t('office.report-col-day'),
            isRowHeader: true,
            render: (row) => day(row.day),
          },
          {
            id: 'branch',
            header: t('office.report-col-branch'),
            render: (row) => local(row.branch_name),
          },
          {
            id: 'count',
            header: t('office.report-col-count'),
            render: (row) => format.number(row.count),
          },
          {
            id: 'value',
            header: t('office.report-col-value'),
            render: (row) => <Money fils={row.value} />,
          },
        ]}
      />
      <h2 className="plan-report__heading">{t('office.report-expiring')}</h2>
      <DataTable
        label={t('office.report-expiring')}
        rows={data?.expiring ?? []}
        isLoading={report.isLoading}
        emptyState={<EmptyState title={t('office.report-none-expiring')} />}
        columns={[
          {
            id: 'ends',
            header: t('office.sold-col-ends'),
            isRowHeader: true,
            render: (row: Expiring) => day(row.ends_on),
          },
          { id: 'name', header: t('office.col-name'), render: (row) => local(row.name) },
          {
            id: 'vehicle',
            header: t('office.sold-col-vehicle'),
            render: (row) => `${row.vehicle.code} ${row.vehicle.numbers}`.trim(),
          },
          {
            id: 'customer',
            header: t('office.sold-col-customer'),
            render: (row) => `${row.customer.name} · ${row.customer.phone}`,
          },
        ]}
      />
    </section>
  );
}
