// Renders a closed shift's Z report as one bilingual HTML page (A4 or an 80 mm roll): each
// label in English and Arabic, amounts in AED with two decimals, times on the branch's clock.
import {
  both,
  documentPageHtml,
  escapeHtml,
  notFoundPageHtml,
} from '../invoice-page/invoice-page-html.js';
import type { PageLabel } from '../invoice-page/invoice-page-labels.js';
import type { InvoicePaper } from '../invoice-page/invoice-page-style.js';
import type { ShiftReport } from '../services/shift-report.js';
import { Z_LABELS } from './z-report-labels.js';

/** A frozen Z report as stored (the contract's ShiftReport). */
export type FrozenReport = ShiftReport;

const money = (aed: number | null) =>
  (aed ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function row(label: PageLabel, value: string, testId?: string): string {
  const id = testId === undefined ? '' : ` data-testid="${testId}"`;
  return `<div><dt>${both(label)}</dt><dd${id}><bdi>${escapeHtml(value)}</bdi></dd></div>`;
}

function known(key: string): PageLabel {
  return key in Z_LABELS ? Z_LABELS[key as keyof typeof Z_LABELS] : { en: key, ar: key };
}

function person(value: { name: string; name_ar: string } | null): string {
  return value === null ? '—' : `${value.name} · ${value.name_ar}`;
}

/** The whole page of a Z report, for one paper size, with times in `timeZone`. */
export function zReportPageHtml(
  report: FrozenReport,
  token: string,
  paper: InvoicePaper,
  timeZone: string,
): string {
  const l = Z_LABELS;
  const when = (iso: string | null) =>
    iso === null
      ? '—'
      : new Date(iso).toLocaleString('en-GB', {
          timeZone,
          dateStyle: 'medium',
          timeStyle: 'short',
        });
  const sales = report.sales
    .map((line) =>
      row(known(line.method), `${line.count} · ${money(line.amount)}`, `z-sales-${line.method}`),
    )
    .join('');
  const movements = report.movements
    .map((line) =>
      row(
        known(line.reason),
        `${money(line.amount)}${line.note ? ` · ${line.note}` : ''}`,
        `z-movement-${line.reason}`,
      ),
    )
    .join('');
  const number = String(report.z_number ?? '');
  const body = `<dl class="facts">
${row(l.number, number, 'z-number')}
${row(l.vault, report.vault.title)}
${row(l.openedBy, person(report.opened_by))}
${row(l.openedAt, when(report.opened_at))}
${row(l.closedBy, person(report.closed_by))}
${row(l.closedAt, when(report.closed_at))}
${row(l.firstInvoice, report.first_invoice ?? '—')}
${row(l.lastInvoice, report.last_invoice ?? '—')}
</dl>
<h2>${both(l.sales)}</h2>
<dl class="totals">${sales}</dl>
<dl class="totals">
${row(l.refunds, `${report.refunds.count} · ${money(report.refunds.amount)}`, 'z-refunds')}
${row(l.voids, `${report.voids.count} · ${money(report.voids.amount)}`)}
${row(l.discounts, money(report.discounts))}
${row(l.vat, money(report.vat))}
</dl>
<h2>${both(l.movements)}</h2>
<dl class="totals">${movements}</dl>
<dl class="totals">
${row(l.float, money(report.float), 'z-float')}
${row(l.change, money(report.cash.change))}
${row(l.cashIn, money(report.cash.cash_in))}
${row(l.cashOut, money(report.cash.cash_out), 'z-cash-out')}
${row(l.expected, money(report.cash.expected), 'z-expected')}
${row(l.counted, money(report.counted), 'z-counted')}
<div class="grand"><dt>${both(l.variance)}</dt><dd data-testid="z-variance"><bdi>${money(report.variance)}</bdi></dd></div>
${report.variance_reason === null ? '' : row(l.reason, report.variance_reason)}
${report.approved_by === null ? '' : row(l.approvedBy, person(report.approved_by))}
</dl>`;
  const path = `/z/${encodeURIComponent(token)}`;
  return documentPageHtml({ title: l.title, number, path, paper }, body);
}

/** The page answered for a link that names no closed shift. */
export function zReportNotFoundHtml(): string {
  return notFoundPageHtml(Z_LABELS.title, Z_LABELS.notFound);
}
