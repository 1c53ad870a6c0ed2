// Renders an issued tax credit note as one bilingual HTML page, laid out like the invoice's
// (A4, or an 80 mm receipt with ?paper=80mm): the invoice it corrects, the reason, and for
// each credited part its original value, the credit and the corrected value, then the totals.
import type { CreditNoteDocument, CreditNoteLine, VatPart } from '@lamaa/domain';
import {
  aed,
  both,
  documentPageHtml,
  escapeHtml,
  fact,
  named,
  notFoundPageHtml,
} from '../invoice-page/invoice-page-html.js';
import { INVOICE_LABELS, type PageLabel } from '../invoice-page/invoice-page-labels.js';
import type { InvoicePaper } from '../invoice-page/invoice-page-style.js';
import { CREDIT_NOTE_LABELS, REASON_LABELS } from './credit-note-labels.js';

const c = CREDIT_NOTE_LABELS;
const l = INVOICE_LABELS;

function partName(line: CreditNoteLine): string {
  if (line.part === 'service-fee') return both(l.serviceFee);
  if (line.part === 'shipping') return both(l.shipping);
  return line.description ? named(line.description) : '';
}

const cell = (fils: number, detail = false) =>
  `<td class="${detail ? 'detail ' : ''}money">${aed(fils)}</td>`;

function row(line: CreditNoteLine): string {
  return `<tr><td>${partName(line)}</td>${cell(line.original.gross, true)}${cell(line.credited.net)}${cell(line.credited.vat)}${cell(line.credited.gross)}${cell(line.corrected.gross, true)}</tr>`;
}

function totals(label: PageLabel, part: VatPart, testId: string): string {
  return `<div><dt>${both(label)}</dt><dd data-testid="${testId}">${aed(part.gross)} <small>(${both(l.vat)} ${aed(part.vat)})</small></dd></div>`;
}

/** The whole page of a credit note, for one paper size. */
export function creditNotePageHtml(
  document: CreditNoteDocument,
  token: string,
  invoiceToken: string,
  paper: InvoicePaper,
): string {
  const recipient = document.recipient;
  const facts = [
    fact(c.number, document.number),
    fact(l.date, document.issueDate),
    fact(
      c.invoice,
      `<a href="/i/${encodeURIComponent(invoiceToken)}" data-testid="credit-note-invoice">${escapeHtml(document.invoiceNumber)}</a>`,
      false,
    ),
    fact(c.invoiceDate, document.invoiceDate),
    fact(l.order, document.orderNumber),
    fact(c.reason, both(REASON_LABELS[document.reason]), false),
    fact(l.supplier, named(document.supplier.name), false),
    fact(l.trn, document.supplier.trn),
    recipient === null ? '' : fact(l.recipient, recipient.name),
    recipient?.trn ? fact(l.trn, recipient.trn) : '',
  ].join('');
  const body = `<p class="kind">${escapeHtml(`${document.ratePercent} %`)} ${both(l.vat)}</p>
<dl class="facts">${facts}</dl>
<table>
<thead><tr><th scope="col">${both(l.description)}</th><th scope="col" class="detail money">${both(c.original)}</th><th scope="col" class="money">${both(l.net)}</th><th scope="col" class="money">${both(l.vat)}</th><th scope="col" class="money">${both(c.credited)}</th><th scope="col" class="detail money">${both(c.corrected)}</th></tr></thead>
<tbody>${document.lines.map(row).join('')}</tbody>
</table>
<dl class="totals">
${totals(c.original, document.original, 'credit-note-original')}
${totals(c.corrected, document.corrected, 'credit-note-corrected')}
<div><dt>${both(l.totalNet)}</dt><dd>${aed(document.difference.net)}</dd></div>
<div><dt>${both(c.vatDifference)}</dt><dd data-testid="credit-note-vat">${aed(document.difference.vat)}</dd></div>
<div class="grand"><dt>${both(c.difference)}</dt><dd data-testid="credit-note-total">${aed(document.difference.gross)}</dd></div>
</dl>`;
  const path = `/c/${encodeURIComponent(token)}`;
  return documentPageHtml({ title: c.title, number: document.number, path, paper }, body);
}

/** The page answered for a link that names no credit note. */
export function creditNoteNotFoundHtml(): string {
  return notFoundPageHtml(c.title, c.notFound);
}
