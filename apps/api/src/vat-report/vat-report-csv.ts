// The VAT report as a CSV file: one line per emirate and the total, amounts in AED with two
// decimals, then the number ranges of the invoices and credit notes in the period.
import { filsToAed, type NumberRange, type VatReport, type VatReportRow } from '@lamaa/domain';
import { csvCell } from '../services/audit-csv.js';

const aed = (fils: number) => filsToAed(fils).toFixed(2);

function line(cells: readonly (string | number | null)[]): string {
  return cells.map(csvCell).join(',');
}

function row(label: string, values: VatReportRow): string {
  return line([
    label,
    aed(values.salesNet),
    aed(values.salesVat),
    aed(values.creditNet),
    aed(values.creditVat),
    aed(values.net),
    aed(values.vat),
  ]);
}

function range(label: string, numbers: NumberRange | null): string {
  return line([label, numbers?.first ?? null, numbers?.last ?? null, numbers?.count ?? 0]);
}

/** The report as CSV text (CRLF lines, a byte-order mark for spreadsheets). */
export function vatReportCsv(report: VatReport, from: string, to: string): string {
  const lines = [
    line(['period_from', from, 'period_to', to]),
    line(['emirate', 'sales_net', 'sales_vat', 'credit_net', 'credit_vat', 'net', 'vat']),
    ...report.rows.map((values) => row(values.emirate ?? 'outside-uae', values)),
    row('total', report.total),
    '',
    line(['documents', 'first', 'last', 'count']),
    range('tax-invoices', report.invoices),
    range('credit-notes', report.creditNotes),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
