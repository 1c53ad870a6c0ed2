// Reads the records of a catalogue file (the server's CSV parser gives them as text cells, the
// header first) into entries, and names every problem by spreadsheet row and column. The row
// of a record is the one a spreadsheet shows: the header is row 1, the next record row 2, a
// cell holding line breaks stays one row, and an empty line is a row of its own (skipped).
import {
  addPriceProblems,
  CATALOGUE_NAME_MAX_LENGTH,
  catalogPriceProblem,
  catalogTextProblem,
  type Bilingual,
  type CatalogueProblems,
  type GroupPrice,
  isDisplayOrder,
  packageProblems,
  productProblems,
  serviceProblems,
} from './catalogue-entry.js';
import { parseAedInput } from '../money/fils.js';
import {
  PRICE_COLUMNS,
  SHEET_COLUMNS,
  SHEET_MAX_ROWS,
  SHEET_OPTIONAL_COLUMNS,
  type SheetEntry,
  type SheetKind,
  type SheetProblem,
  sheetText,
} from './catalogue-sheet.js';

/** The rows read from a file, each with its spreadsheet row, and every problem found. */
export interface SheetReading {
  readonly rows: readonly { readonly line: number; readonly entry: SheetEntry }[];
  readonly problems: readonly SheetProblem[];
}

type Problem = Omit<SheetProblem, 'line'>;

/** One record's cells by column name, and the problems found reading them. */
class RowReader {
  readonly problems: Problem[] = [];
  constructor(private readonly cells: ReadonlyMap<string, string>) {}

  text(column: string): string {
    return sheetText(this.cells.get(column) ?? '');
  }

  bilingual(prefix: string): Bilingual {
    return { en: this.text(`${prefix}_en`), ar: this.text(`${prefix}_ar`) };
  }

  add(column: string, code: Problem['code'], params?: Problem['params']): void {
    this.problems.push(params === undefined ? { column, code } : { column, code, params });
  }

  id(column: string): number | null {
    const cell = this.text(column);
    if (cell === '') return null;
    const id = /^\d{1,9}$/.test(cell) ? Number(cell) : 0;
    if (id > 0) return id;
    this.add(column, 'import.id-invalid');
    return null;
  }

  yesNo(column: string, fallback: boolean): boolean {
    const cell = this.text(column).toLowerCase();
    if (cell === '') return fallback;
    if (['yes', 'true', '1'].includes(cell)) return true;
    if (['no', 'false', '0'].includes(cell)) return false;
    this.add(column, 'import.yes-no-invalid');
    return fallback;
  }

  displayOrder(column: string): number {
    const cell = this.text(column);
    if (cell === '') return 0;
    const order = /^\d{1,9}$/.test(cell) ? Number(cell) : -1;
    if (isDisplayOrder(order)) return order;
    this.add(
      column,
      /^\d+$/.test(cell) ? 'catalogue.display-order-invalid' : 'import.number-invalid',
    );
    return 0;
  }

  /** An amount in AED as fils: empty is null, anything but digits and two decimals is refused. */
  amount(column: string): number | null {
    const cell = this.text(column);
    if (cell === '') return null;
    const fils = parseAedInput(cell);
    if (!fils.ok) {
      this.add(column, 'import.amount-invalid');
      return null;
    }
    const problem = catalogPriceProblem(fils.value);
    if (problem) this.add(column, problem);
    return fils.value;
  }

  groupPrices(): GroupPrice[] {
    return PRICE_COLUMNS.map((column, index) => ({
      car_group_id: index + 1,
      price_fils: this.amount(column) ?? 0,
    }));
  }

  /** The catalogue's own problems, by field path, moved to the columns they came from. */
  addFieldProblems(problems: CatalogueProblems, columnOf: (path: string) => string): void {
    for (const [path, code] of Object.entries(problems)) {
      const column = columnOf(path);
      if (!this.problems.some((problem) => problem.column === column)) this.add(column, code);
    }
  }
}

/** The column a catalogue field path (`name.en`, `prices.1`, `included.0.ar`) is read from. */
function columnOfPath(path: string): string {
  const [field, second, third] = path.split('.');
  if (field === 'name') return `name_${second ?? 'en'}`;
  if (field === 'prices') return PRICE_COLUMNS[Number(second)] ?? 'price_small';
  if (field === 'included') return `included_${third ?? 'en'}`;
  // The rest (price, before_discount_price, display_order) are named as their columns.
  return field ?? '';
}

/** The entries of a "What's included" cell: one a line, blank lines dropped. */
function includedLines(cell: string): string[] {
  return cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function readService(row: RowReader): SheetEntry {
  const en = includedLines(row.text('included_en'));
  const ar = includedLines(row.text('included_ar'));
  if (en.length !== ar.length)
    row.add('included_ar', 'import.included-mismatch', { en: en.length, ar: ar.length });
  const entry = {
    kind: 'services' as const,
    id: row.id('id'),
    name: row.bilingual('name'),
    included: en.map((text, index) => ({ en: text, ar: ar[index] ?? '' })),
    is_add_ons: row.yesNo('add_on', false),
    display_order: row.displayOrder('display_order'),
    is_archived: row.yesNo('archived', false),
  };
  row.addFieldProblems(serviceProblems({ ...entry, options: [] }), columnOfPath);
  return entry;
}

function readOption(row: RowReader): SheetEntry {
  const serviceId = row.id('service_id');
  if (serviceId === null && !row.problems.some((problem) => problem.column === 'service_id'))
    row.add('service_id', 'import.service-unknown');
  const entry = {
    kind: 'options' as const,
    id: row.id('id'),
    service_id: serviceId ?? 0,
    name: row.bilingual('name'),
    is_exclusive: row.yesNo('exclusive', false),
    display_order: row.displayOrder('display_order'),
    is_archived: row.yesNo('archived', false),
    prices: row.groupPrices(),
  };
  const problems: CatalogueProblems = {};
  for (const language of ['en', 'ar'] as const) {
    const problem = catalogTextProblem(entry.name[language], CATALOGUE_NAME_MAX_LENGTH);
    if (problem) problems[`name.${language}`] = problem;
  }
  addPriceProblems(problems, 'prices', entry.prices);
  row.addFieldProblems(problems, columnOfPath);
  return entry;
}

function readPackage(row: RowReader): SheetEntry {
  const entry = {
    kind: 'packages' as const,
    id: row.id('id'),
    name: row.bilingual('name'),
    is_active: row.yesNo('active', true),
    prices: row.groupPrices(),
  };
  row.addFieldProblems(packageProblems(entry), columnOfPath);
  return entry;
}

function readProduct(row: RowReader): SheetEntry {
  const price = row.amount('price');
  if (price === null && !row.problems.some((problem) => problem.column === 'price'))
    row.add('price', 'import.amount-required');
  const entry = {
    kind: 'products' as const,
    id: row.id('id'),
    name: row.bilingual('name'),
    price_fils: price ?? 0,
    before_discount_fils: row.amount('before_discount_price'),
    is_archived: row.yesNo('archived', false),
  };
  row.addFieldProblems(productProblems(entry), columnOfPath);
  return entry;
}

const READERS: Record<SheetKind, (row: RowReader) => SheetEntry> = {
  services: readService,
  options: readOption,
  packages: readPackage,
  products: readProduct,
};

/** The header's problems: every column of the kind present once, no column it does not know. */
function headerProblems(kind: SheetKind, header: readonly string[]): SheetProblem[] {
  const known: readonly string[] = SHEET_COLUMNS[kind];
  const problems: SheetProblem[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (!known.includes(column)) problems.push({ line: 1, column, code: 'import.column-unknown' });
    else if (seen.has(column)) problems.push({ line: 1, column, code: 'import.column-repeated' });
    seen.add(column);
  }
  for (const column of known)
    if (!seen.has(column) && !SHEET_OPTIONAL_COLUMNS.has(column))
      problems.push({ line: 1, column, code: 'import.column-missing' });
  return problems;
}

/** Ids named twice in one file: the second row and each after it. */
function repeatedIds(rows: SheetReading['rows']): SheetProblem[] {
  const firstLine = new Map<number, number>();
  const problems: SheetProblem[] = [];
  for (const { line, entry } of rows) {
    if (entry.id === null) continue;
    const first = firstLine.get(entry.id);
    if (first === undefined) firstLine.set(entry.id, line);
    else problems.push({ line, column: 'id', code: 'import.id-repeated', params: { line: first } });
  }
  return problems;
}

/**
 * Reads a catalogue file's records (header first) as entries of `kind`, with every problem of
 * its header and rows. A file whose header is wrong reads no rows. A file past SHEET_MAX_ROWS
 * reads as one problem.
 * @example readCatalogueSheet('products', [['id', 'name_en', 'name_ar', 'price', 'before_discount_price', 'archived'], ['', 'Wax', 'شمع', 'x', '', 'no']]).problems // [{ line: 2, column: 'price', code: 'import.amount-invalid' }]
 */
export function readCatalogueSheet(
  kind: SheetKind,
  records: readonly (readonly string[])[],
): SheetReading {
  const [rawHeader, ...body] = records;
  const header = (rawHeader ?? []).map((cell) => cell.trim().toLowerCase());
  if (header.every((cell) => cell === ''))
    return { rows: [], problems: [{ line: 1, column: '', code: 'import.file-empty' }] };
  if (body.length > SHEET_MAX_ROWS)
    return {
      rows: [],
      problems: [
        {
          line: SHEET_MAX_ROWS + 2,
          column: '',
          code: 'import.too-many-rows',
          params: { max: SHEET_MAX_ROWS },
        },
      ],
    };
  const headerIssues = headerProblems(kind, header);
  if (headerIssues.length > 0) return { rows: [], problems: headerIssues };
  const rows: { line: number; entry: SheetEntry }[] = [];
  const problems: SheetProblem[] = [];
  body.forEach((record, index) => {
    if (record.every((cell) => cell.trim() === '')) return;
    const line = index + 2;
    const row = new RowReader(new Map(header.map((column, at) => [column, record[at] ?? ''])));
    const entry = READERS[kind](row);
    if (row.problems.length === 0) rows.push({ line, entry });
    else problems.push(...row.problems.map((problem) => ({ line, ...problem })));
  });
  const repeated = repeatedIds(rows);
  return { rows, problems: [...problems, ...repeated].sort((a, b) => a.line - b.line) };
}

/**
 * The problems of rows naming an id the business does not have, or (an option) a service it
 * does not have. Ids come from the business's own rows, so another business's are unknown too.
 * @example sheetReferenceProblems([{ line: 2, entry }], { ids: new Set(), serviceIds: new Set([1]) }) // [{ line: 2, column: 'id', code: 'import.id-unknown', params: { id: 9 } }]
 */
export function sheetReferenceProblems(
  rows: SheetReading['rows'],
  known: { readonly ids: ReadonlySet<number>; readonly serviceIds: ReadonlySet<number> },
): SheetProblem[] {
  const problems: SheetProblem[] = [];
  for (const { line, entry } of rows) {
    if (entry.id !== null && !known.ids.has(entry.id))
      problems.push({ line, column: 'id', code: 'import.id-unknown', params: { id: entry.id } });
    if (entry.kind === 'options' && !known.serviceIds.has(entry.service_id))
      problems.push({
        line,
        column: 'service_id',
        code: 'import.service-unknown',
        params: { id: entry.service_id },
      });
  }
  return problems;
}
