import { localDateAt } from '@lamaa/domain';
import { Banner, Button, useLoader } from '@lamaa/ui';
import { useState } from 'react';
import { DayField } from '../../shared/day-field.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { useBranchZone } from '../../shared/session/auth-context.js';
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
  const { api, toasts } = useOfficeServices();
  const zone = useBranchZone();
  // The branch's today, not the browser's: late in a UTC evening it is already tomorrow in Dubai.
  const [period, setPeriod] = useState(() => {
    const today = localDateAt(new Date(), zone);
    return { from: today, to: today };
  });
  const [isExporting, setIsExporting] = useState(false);
  const isPeriod = period.from !== '' && period.to !== '' && period.from <= period.to;
  const report = useLoader('office-vat-report', period, (query, signal) =>
    api.getVatReport(query, signal),
  );
  const data = isPeriod ? (report.data?.data ?? null) : null;
  const range = (found: { first: string; last: string; count: number } | null) =>
    found === null ? t('office.vat-report-none') : t('office.vat-range', found);
  const exportCsv = async () => {
    setIsExporting(true);
    const isDone = await downloadVatCsv(api, period);
    setIsExporting(false);
    if (!isDone) toasts.error(t('office.export-failed'));
  };

  return (
    <section className="office-page" aria-labelledby="vat-title">
      <header className="office-page__header">
        <div>
          <h1 id="vat-title" className="office-page__title">
            {t('office.vat-title')}
          </h1>
          <p className="office-page__intro">{t('office.vat-intro')}</p>
        </div>
        <Button
          variant="outline"
          isDisabled={!isPeriod}
          isBusy={isExporting}
          busyLabel={t('busy.loading')}
          onPress={() => void exportCsv()}
        >
          {t('office.export-csv')}
        </Button>
      </header>
      <div className="office-vat__period" role="group" aria-label={t('office.vat-title')}>
        <DayField
          label={t('office.filter-from')}
          value={period.from}
          onChange={(from) => setPeriod((current) => ({ ...current, from }))}
        />
        <DayField
          label={t('office.filter-to')}
          value={period.to}
          onChange={(to) => setPeriod((current) => ({ ...current, to }))}
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
