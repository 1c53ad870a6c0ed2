import type { VatReportAnswer, VatReportRowAnswer } from '@lamaa/api-client';
import { Money } from '@lamaa/ui';
import type { OfficeKey } from '../../shared/i18n/office-en.js';
import type { OfficeText } from '../../shared/i18n/use-office-text.js';

const COLUMNS: readonly [OfficeKey, keyof Omit<VatReportRowAnswer, 'emirate'>][] = [
  ['office.vat-col-sales', 'sales_net'],
  ['office.vat-col-sales-vat', 'sales_vat'],
  ['office.vat-col-credits', 'credit_net'],
  ['office.vat-col-credit-vat', 'credit_vat'],
  ['office.vat-col-net', 'net'],
  ['office.vat-col-vat', 'vat'],
];

function Cells({ row }: { readonly row: VatReportRowAnswer }) {
  return COLUMNS.map(([, field]) => (
    <td key={field} className="office-vat__money">
      <Money fils={row[field]} />
    </td>
  ));
}

/** The report's table: one row per emirate, the total in the foot. */
export function VatReportTable({ report, t }: { report: VatReportAnswer; t: OfficeText }) {
  return (
    <table className="office-vat__table">
      <caption className="office-vat__caption">{t('office.vat-title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('office.emirate')}</th>
          {COLUMNS.map(([label]) => (
            <th key={label} scope="col" className="office-vat__money">
              {t(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row) => (
          <tr key={row.emirate ?? 'outside'} data-testid={`vat-row-${row.emirate ?? 'outside'}`}>
            <th scope="row">
              {row.emirate === null
                ? t('office.vat-outside-uae')
                : t(`office.emirate-${row.emirate}`)}
            </th>
            <Cells row={row} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="vat-row-total">
          <th scope="row">{t('office.vat-total')}</th>
          <Cells row={report.total} />
        </tr>
      </tfoot>
    </table>
  );
}
