// The office's list of shifts as a CSV file, like the VAT report's: English column names, one
// line a shift, names in English and Arabic, amounts in AED with two decimals, times on the
// branch's wall clock.
import { csvCell } from '../services/audit-csv.js';
import type { ShiftList } from './shift-list-service.js';

const HEADER = [
  'shift_id',
  'status',
  'z_number',
  'branch_en',
  'branch_ar',
  'vault',
  'time_zone',
  'opened_local',
  'opened_by_en',
  'opened_by_ar',
  'closed_local',
  'closed_by_en',
  'closed_by_ar',
  'float',
  'expected',
  'counted',
  'variance',
  'over_threshold',
  'variance_reason',
  'approved_by_en',
  'approved_by_ar',
  'report_url',
];

/** An amount in AED as two decimals; a number, never text a spreadsheet could run. */
const aed = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The shifts as CSV text (CRLF lines, a byte-order mark so spreadsheets read Arabic as UTF-8). */
export function shiftListCsv(list: ShiftList): string {
  const lines = list.shifts.map((shift) =>
    [
      csvCell(shift.id),
      csvCell(shift.status),
      csvCell(shift.z_number),
      csvCell(shift.branch?.name ?? null),
      csvCell(shift.branch?.name_ar ?? null),
      csvCell(shift.vault.title),
      csvCell(shift.time_zone),
      csvCell(shift.opened_local),
      csvCell(shift.opened_by?.name ?? null),
      csvCell(shift.opened_by?.name_ar ?? null),
      csvCell(shift.closed_local),
      csvCell(shift.closed_by?.name ?? null),
      csvCell(shift.closed_by?.name_ar ?? null),
      aed(shift.float),
      aed(shift.expected),
      aed(shift.counted),
      aed(shift.variance),
      shift.over_threshold ? 'yes' : 'no',
      csvCell(shift.variance_reason),
      csvCell(shift.approved_by?.name ?? null),
      csvCell(shift.approved_by?.name_ar ?? null),
      csvCell(shift.report_url),
    ].join(','),
  );
  return `\uFEFF${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
