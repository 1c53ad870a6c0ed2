// The invoice page's stylesheets: a screen layout, and print layouts for A4 paper and for
// 80 mm receipt printers (the page's ?paper=80mm link picks the second).

/** The paper an invoice page is laid out for. */
export type InvoicePaper = 'a4' | '80mm';

/** The stylesheet for a paper, inlined in the page (the CSP allows inline styles). */
export function invoicePageStyle(paper: InvoicePaper): string {
  return paper === '80mm' ? BASE + RECEIPT : BASE + A4;
}

const BASE = `
:root { color-scheme: light; font-family: system-ui, 'Segoe UI', Tahoma, 'Noto Sans Arabic', sans-serif; color: #111; }
body { margin: 0; background: #f4f4f5; }
main { max-width: 52rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; }
h1 { margin: 0; font-size: 1.5rem; display: flex; justify-content: space-between; gap: 1rem; }
.logo { display: block; height: 4rem; width: auto; max-width: 100%; object-fit: contain; margin: 0 0 0.75rem; }
.pair { display: flex; justify-content: space-between; gap: 1rem; }
[lang='ar'] { direction: rtl; text-align: right; font-family: 'Noto Sans Arabic', Tahoma, system-ui, sans-serif; }
.kind { margin: 0.25rem 0 1rem; color: #3f3f46; }
.facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 0.75rem 1.5rem; margin: 0 0 1rem; }
.facts div { border-top: 1px solid #e4e4e7; padding-top: 0.5rem; }
dt { font-size: 0.8rem; color: #52525b; }
dd { margin: 0.15rem 0 0; font-weight: 600; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { padding: 0.4rem 0.5rem; border-bottom: 1px solid #e4e4e7; vertical-align: top; }
th { font-size: 0.75rem; font-weight: 600; color: #3f3f46; text-align: start; }
td.money, th.money { text-align: end; white-space: nowrap; }
th span { display: block; }
.totals { margin-top: 1rem; margin-inline-start: auto; max-width: 24rem; }
.totals div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.25rem 0; }
.totals .grand { border-top: 2px solid #111; font-size: 1.15rem; }
nav { max-width: 52rem; margin: 1rem auto 0; display: flex; gap: 1rem; }
nav a { color: #1d4ed8; }
@media print {
  body { background: #fff; }
  nav { display: none; }
  main { margin: 0; padding: 0; max-width: none; }
}
`;

const A4 = `
@page { size: A4; margin: 14mm; }
`;

const RECEIPT = `
@page { size: 80mm auto; margin: 3mm; }
main, nav { max-width: 74mm; padding: 3mm; }
:root { font-size: 11px; }
h1 { flex-direction: column; gap: 0; font-size: 1.3rem; }
.pair { flex-direction: column; gap: 0; }
.facts { grid-template-columns: 1fr; gap: 0.25rem; }
th.detail, td.detail { display: none; }
th, td { padding: 0.2rem; }
.totals { max-width: none; }
.logo { height: 3rem; margin-inline: auto; }
`;
