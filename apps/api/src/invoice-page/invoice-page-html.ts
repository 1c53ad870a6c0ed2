// Renders an issued tax invoice's document as one bilingual HTML page: each label in English
// and Arabic side by side, amounts in AED with two decimals, every text escaped.
import { filsToAed, IMAGE_SIZES, type TaxInvoiceDocument, type VatPart } from '@lamaa/domain';
import { INVOICE_LABELS, type PageLabel } from './invoice-page-labels.js';
import { invoicePageStyle, type InvoicePaper } from './invoice-page-style.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Fils as AED with two decimals and thousands separators, Western digits in both languages. */
export function aed(fils: number): string {
  return filsToAed(fils).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A label in English and Arabic side by side. */
export function both(label: PageLabel): string {
  return `<span lang="en">${escapeHtml(label.en)}</span> <span lang="ar">${escapeHtml(label.ar)}</span>`;
}

/** One fact of the document's head: its label and value (Latin text isolated). */
export function fact(label: PageLabel, value: string, isLatin = true): string {
  const text = isLatin ? `<bdi>${escapeHtml(value)}</bdi>` : value;
  return `<div><dt>${both(label)}</dt><dd>${text}</dd></div>`;
}

/** A name given in English and Arabic (the Arabic left out when empty). */
export function named(name: { en: string; ar: string }): string {
  const ar = name.ar.trim() === '' ? '' : ` <span lang="ar">${escapeHtml(name.ar)}</span>`;
  return `<span lang="en">${escapeHtml(name.en)}</span>${ar}`;
}

function chargeRow(label: PageLabel, part: VatPart, rate: number): string {
  if (part.gross === 0) return '';
  return `<tr><td>${both(label)}</td><td class="detail money"></td><td class="detail money"></td><td class="detail money"></td><td class="money">${aed(part.net)}</td><td class="detail money">${rate} %</td><td class="money">${aed(part.vat)}</td><td class="money">${aed(part.gross)}</td></tr>`;
}

/** The business's logo at the head of the page (the business's current one), or nothing. */
function logo(url: string | null, name: { en: string; ar: string }): string {
  if (url === null) return '';
  const { width, height } = IMAGE_SIZES.logo;
  return `<img class="logo" src="${escapeHtml(url)}" alt="${escapeHtml(name.en)}" width="${width}" height="${height}">`;
}

/** A document's title as the page's heading, in English and Arabic side by side. */
function heading(title: PageLabel): string {
  return `<h1 class="pair"><span lang="en">${title.en}</span><span lang="ar">${title.ar}</span></h1>`;
}

/** What heads a printed document's page: see documentPageHtml. */
export interface DocumentHead {
  readonly title: PageLabel;
  readonly number: string;
  readonly path: string;
  readonly paper: InvoicePaper;
  readonly logo?: string;
}

/**
 * The page of a printed document (a tax invoice, a credit note, a Z report) around its `body`:
 * the title with its number, the paper's layout, links to the page on A4 and on an 80 mm roll
 * (at `path`), then the heading. A page with a logo line (the invoice's; empty when the
 * business has no logo) prints it above the heading.
 */
export function documentPageHtml(head: DocumentHead, body: string): string {
  const { title, path } = head;
  const logoLine = head.logo === undefined ? '' : `${head.logo}\n`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title.en} ${head.number} · ${title.ar}`)}</title>
<style>${invoicePageStyle(head.paper)}</style>
</head>
<body>
<nav aria-label="Paper"><a href="${path}">A4</a><a href="${path}?paper=80mm">80 mm</a></nav>
<main>
${logoLine}${heading(title)}
${body}
</main>
</body>
</html>`;
}

/** The page answered for a link that names no document of its kind. */
export function notFoundPageHtml(title: PageLabel, message: PageLabel): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title.en} · ${title.ar}</title><style>${invoicePageStyle('a4')}</style></head>
<body><main>${heading(title)}<p>${both(message)}</p></main></body></html>`;
}

/** The whole page of an invoice, for one paper size, with the business's logo when it has one. */
export function invoicePageHtml(
  document: TaxInvoiceDocument,
  token: string,
  paper: InvoicePaper,
  logoUrl: string | null = null,
): string {
  const l = INVOICE_LABELS;
  const rate = document.ratePercent;
  const recipient = document.recipient;
  const lines = document.lines
    .map(
      (line) =>
        `<tr><td>${named(line.description)}</td><td class="detail money">${line.quantity}</td><td class="detail money">${aed(line.unitPrice)}</td><td class="detail money">${aed(line.discount)}</td><td class="money">${aed(line.net)}</td><td class="detail money">${rate} %</td><td class="money">${aed(line.vat)}</td><td class="money">${aed(line.gross)}</td></tr>`,
    )
    .join('');
  const supplierName = named(document.supplier.name);
  const facts = [
    fact(l.number, document.number),
    fact(l.date, document.issueDate),
    fact(l.order, document.orderNumber),
    fact(l.supplier, supplierName, false),
    fact(l.trn, document.supplier.trn),
    document.supplier.address === '' ? '' : fact(l.supplierAddress, document.supplier.address),
    recipient === null ? '' : fact(l.recipient, recipient.name),
    recipient?.trn ? fact(l.trn, recipient.trn) : '',
    recipient === null || recipient.address === ''
      ? ''
      : fact(l.recipientAddress, recipient.address),
  ].join('');
  const kind = document.kind === 'full' ? l.full : l.simplified;
  const body = `<p class="kind">${both(kind)}</p>
<dl class="facts">${facts}</dl>
<table>
<thead><tr><th scope="col">${both(l.description)}</th><th scope="col" class="detail money">${both(l.quantity)}</th><th scope="col" class="detail money">${both(l.unitPrice)}</th><th scope="col" class="detail money">${both(l.discount)}</th><th scope="col" class="money">${both(l.net)}</th><th scope="col" class="detail money">${both(l.rate)}</th><th scope="col" class="money">${both(l.vat)}</th><th scope="col" class="money">${both(l.gross)}</th></tr></thead>
<tbody>${lines}${chargeRow(l.serviceFee, document.serviceFee, rate)}${chargeRow(l.shipping, document.shipping, rate)}</tbody>
</table>
<dl class="totals">
<div><dt>${both(l.discount)}</dt><dd>${aed(document.discount)}</dd></div>
<div><dt>${both(l.totalNet)}</dt><dd>${aed(document.net)}</dd></div>
<div><dt>${both(l.totalVat)}</dt><dd data-testid="invoice-vat">${aed(document.vat)}</dd></div>
<div class="grand"><dt>${both(l.total)}</dt><dd data-testid="invoice-total">${aed(document.gross)}</dd></div>
</dl>`;
  const path = `/i/${encodeURIComponent(token)}`;
  const logoLine = logo(logoUrl, document.supplier.name);
  return documentPageHtml(
    { title: l.title, number: document.number, path, paper, logo: logoLine },
    body,
  );
}

/** The page answered for a link that names no invoice. */
export function invoiceNotFoundHtml(): string {
  return notFoundPageHtml(INVOICE_LABELS.title, INVOICE_LABELS.notFound);
}
