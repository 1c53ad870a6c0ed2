import { Banner, useLoader } from '@lamaa/ui';
import { useState } from 'react';
import {
  type DayRange,
  DayRangeFields,
  isDayRange,
  useBranchToday,
} from '../../shared/day-range.js';
import { ExportCsvButton } from '../../shared/export-csv-button.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { downloadVatCsv } from './export-vat-csv.js';
import { VatReportTable } from './vat-report-table.js';
import '../../shared/office-page.css';
import './vat-report-page.css';

/**
 * /office/vat: the owner's VAT report for the days chosen (today by default): per emirate the
 * sales and their VAT less the credit notes, the total, the invoice and credit note numbers,
 * and the CSV file of the same.
 */
export function VatReportPage() {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const today = useBranchToday();
  const [period, setPeriod] = useState<DayRange>({ from: today, to: today });
  const isPeriod = isDayRange(period);
  const report = useLoader('office-vat-report', period, (query, signal) =>
    api.getVatReport(query, signal),
  );
  const data = isPeriod ? (report.data?.data ?? null) : null;
  const range = (found: { first: string; last: string; count: number } | null) =>
    found === null ? t('office.vat-report-none') : t('office.vat-range', found);

  return (
    <section className="office-page" aria-labelledby="vat-title">
      <header className="office-page__header">
        <div>
          <h1 id="vat-title" className="office-page__title">
            {t('office.vat-title')}
          </h1>
          <p className="office-page__intro">{t('office.vat-intro')}</p>
        </div>
        <ExportCsvButton download={() => downloadVatCsv(api, period)} isDisabled={!isPeriod} />
      </header>
      <div className="office-vat__period" role="group" aria-label={t('office.vat-title')}>
        <DayRangeFields
          range={period}
          onFrom={(from) => setPeriod((current) => ({ ...current, from }))}
          onTo={(to) => setPeriod((current) => ({ ...current, to }))}
        />
      </div>
      {report.hasFailed ? (
        <Banner tone="error" onRetry={report.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      {data !== null ? (
        <>
          <VatReportTable report={data} t={t} />
          <dl className="office-vat__ranges">
            <div>
              <dt>{t('office.vat-invoices')}</dt>
              <dd dir="ltr" data-testid="vat-invoices">
                {range(data.invoices)}
              </dd>
            </div>
            <div>
              <dt>{t('office.vat-credit-notes')}</dt>
              <dd dir="ltr" data-testid="vat-credit-notes">
                {range(data.credit_notes)}
              </dd>
            </div>
          </dl>
        </>
      ) : null}
    </section>
  );
}
