// The catalogue's CSV files: the export (one kind a file, UTF-8 with a byte-order mark so a
// spreadsheet reads the Arabic), and the import, read by csv-parse and checked by the domain's
// rules: a dry run lists every problem by spreadsheet row; an import applies all rows or none,
// in one transaction, with one audit row.
import {
  catalogueSheetRecords,
  isSameSheetEntry,
  readCatalogueSheet,
  type SheetEntry,
  type SheetKind,
  type SheetProblem,
  sheetReferenceProblems,
} from '@lamaa/domain';
import { CsvError, parse } from 'csv-parse/sync';
import type { Db } from '../db/database.js';
import { ApiError } from '../http/api-error.js';
import type { AuthContext } from '../http/app-env.js';
import { csvCell } from './audit-csv.js';
import { writeAudit } from './audit-log.js';
import { serviceNames, sheetEntries, writeSheetEntry } from './catalogue-sheet-store.js';

/** The business's entries of one kind as a CSV file's text. */
export async function exportCatalogueCsv(db: Db, businessId: number, kind: SheetKind) {
  const entries = await sheetEntries(db, businessId, kind);
  const named = kind === 'options' ? await serviceNames(db, businessId) : new Map<number, string>();
  const lines = catalogueSheetRecords(kind, entries, named).map((record) =>
    record.map(csvCell).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** What an import found (and, unless a dry run, did). */
export interface ImportReport {
  kind: SheetKind;
  dry_run: boolean;
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  problems: SheetProblem[];
}

/**
 * The file's records as text cells. A file csv-parse cannot read (a quote never closed) is one
 * problem at the row where the unreadable record starts.
 */
function csvRecords(text: string): { records: string[][]; problem?: SheetProblem } {
  try {
    const records: string[][] = parse(text, { bom: true, relax_column_count: true });
    return { records };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const records = (error as CsvError & { records?: unknown }).records;
    const line = typeof records === 'number' ? records + 1 : 1;
    return { records: [], problem: { line, column: '', code: 'import.file-unreadable' } };
  }
}

/** Reads, checks and counts a file against the business's rows, without writing. */
async function checkFile(db: Db, businessId: number, kind: SheetKind, text: string) {
  const { records, problem } = csvRecords(text);
  if (problem) return { rows: [], problems: [problem], changed: [], unchanged: 0 };
  const reading = readCatalogueSheet(kind, records);
  const saved = new Map<number, SheetEntry>(
    (await sheetEntries(db, businessId, kind)).map((entry) => [entry.id ?? 0, entry]),
  );
  const serviceIds =
    kind === 'options'
      ? new Set((await sheetEntries(db, businessId, 'services')).map((entry) => entry.id ?? 0))
      : new Set<number>();
  const problems = [
    ...reading.problems,
    ...sheetReferenceProblems(reading.rows, { ids: new Set(saved.keys()), serviceIds }),
  ].sort((a, b) => a.line - b.line);
  const changed = reading.rows
    .map((row) => row.entry)
    .filter((entry) => {
      const current = entry.id === null ? undefined : saved.get(entry.id);
      return current === undefined || !isSameSheetEntry(entry, current);
    });
  return {
    rows: reading.rows,
    problems,
    changed,
    unchanged: reading.rows.length - changed.length,
  };
}

/**
 * Imports a CSV file of one kind. A dry run answers what the import would do and every
 * problem; otherwise a file with a problem is refused (`import.rows-invalid`, nothing written)
 * and a clean one is written in one transaction with one `catalogue.import` audit row.
 */
export async function importCatalogueCsv(
  db: Db,
  auth: AuthContext,
  kind: SheetKind,
  text: string,
  dryRun: boolean,
): Promise<ImportReport> {
  const run = async (tx: Db): Promise<ImportReport> => {
    const check = await checkFile(tx, auth.businessId, kind, text);
    const report: ImportReport = {
      kind,
      dry_run: dryRun,
      rows: new Set([
        ...check.rows.map((row) => row.line),
        ...check.problems.flatMap((problem) => (problem.line > 1 ? [problem.line] : [])),
      ]).size,
      added: check.changed.filter((entry) => entry.id === null).length,
      updated: check.changed.filter((entry) => entry.id !== null).length,
      unchanged: check.unchanged,
      problems: check.problems,
    };
    if (dryRun) return report;
    if (check.problems.length > 0)
      throw new ApiError(422, 'import.rows-invalid', {
        params: { count: check.problems.length },
      });
    for (const entry of check.changed) await writeSheetEntry(tx, auth.businessId, entry);
    await writeAudit(tx, auth.businessId, auth.employeeId, {
      action: 'catalogue.import',
      subject: 'business',
      subjectId: auth.businessId,
      branchId: null,
      before: null,
      after: { kind, added: report.added, updated: report.updated, unchanged: report.unchanged },
    });
    return report;
  };
  return dryRun ? run(db) : db.transaction(run);
}
