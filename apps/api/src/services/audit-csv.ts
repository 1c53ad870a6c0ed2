// The audit log as a CSV file (RFC 4180) a spreadsheet opens in English or Arabic.
import type { AuditEntry } from './audit-log.js';

const HEADER = [
  'id',
  'local_time',
  'time_zone',
  'employee_id',
  'employee_en',
  'employee_ar',
  'branch_id',
  'branch_en',
  'branch_ar',
  'action',
  'subject_type',
  'subject_id',
  'before',
  'after',
  'approval_status',
];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; text a spreadsheet would
 * run as a formula (starting with =, +, -, @, tab or return) is kept as text with a quote mark.
 * @example csvCell('=1+1') // "'=1+1"
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : value.replace(/^[=+\-@\t\r]/, "'$&");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows as CSV text with a header, lines ending in CRLF, preceded by a byte-order mark so
 * spreadsheets read the Arabic names as UTF-8.
 */
export function auditCsv(rows: readonly AuditEntry[]): string {
  const lines = rows.map((row) =>
    [
      row.id,
      row.local_time,
      row.time_zone,
      row.employee?.id ?? null,
      row.employee?.name.en ?? null,
      row.employee?.name.ar ?? null,
      row.branch?.id ?? null,
      row.branch?.name.en ?? null,
      row.branch?.name.ar ?? null,
      row.action,
      row.subject.type,
      row.subject.id,
      row.before === null ? null : JSON.stringify(row.before),
      row.after === null ? null : JSON.stringify(row.after),
      row.approval_status ?? null,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
