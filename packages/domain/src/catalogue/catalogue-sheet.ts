// The catalogue as spreadsheet files, one per kind: which columns each holds, what a row reads
// as, and the limits of a file. The server parses the CSV text; these rules read its cells.
import type { Bilingual, CatalogueCode, GroupPrice } from './catalogue-entry.js';

/** The kinds of catalogue file, one CSV each. */
export const SHEET_KINDS = ['services', 'options', 'packages', 'products'] as const;

/** A kind of catalogue file. */
export type SheetKind = (typeof SHEET_KINDS)[number];

/** The most rows (besides the header) one file may hold. */
export const SHEET_MAX_ROWS = 5000;

/** The largest file accepted, in bytes (1 MB: about 5,000 rows of a product list). */
export const SHEET_MAX_BYTES = 1024 * 1024;

/** The price columns per car group, small, medium and large (car groups 1, 2 and 3). */
export const PRICE_COLUMNS = ['price_small', 'price_medium', 'price_large'] as const;

/**
 * The columns of each kind, in the order the export writes them. `service_en` is there for the
 * reader only: the import does not need it and ignores it.
 */
export const SHEET_COLUMNS = {
  services: [
    'id',
    'name_en',
    'name_ar',
    'included_en',
    'included_ar',
    'add_on',
    'display_order',
    'archived',
  ],
  options: [
    'id',
    'service_id',
    'service_en',
    'name_en',
    'name_ar',
    'exclusive',
    'display_order',
    'archived',
    ...PRICE_COLUMNS,
  ],
  packages: ['id', 'name_en', 'name_ar', 'active', ...PRICE_COLUMNS],
  products: ['id', 'name_en', 'name_ar', 'price', 'before_discount_price', 'archived'],
} as const satisfies Record<SheetKind, readonly string[]>;

/** Columns an import may leave out. */
export const SHEET_OPTIONAL_COLUMNS: ReadonlySet<string> = new Set(['service_en']);

/** Why a file or one of its rows is refused, besides the catalogue's own codes. */
export type SheetCode =
  | 'import.file-empty'
  | 'import.file-too-large'
  | 'import.too-many-rows'
  | 'import.file-unreadable'
  | 'import.column-missing'
  | 'import.column-unknown'
  | 'import.column-repeated'
  | 'import.id-invalid'
  | 'import.id-repeated'
  | 'import.id-unknown'
  | 'import.service-unknown'
  | 'import.amount-invalid'
  | 'import.amount-required'
  | 'import.yes-no-invalid'
  | 'import.number-invalid'
  | 'import.included-mismatch'
  | 'import.rows-invalid';

/** One problem of a file: the spreadsheet row (the header is row 1) and the column. */
export interface SheetProblem {
  readonly line: number;
  readonly column: string;
  readonly code: SheetCode | CatalogueCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A service as one row of the services file (the icon stays as set in the office). */
export interface ServiceSheetEntry {
  readonly kind: 'services';
  readonly id: number | null;
  readonly name: Bilingual;
  readonly included: readonly Bilingual[];
  readonly is_add_ons: boolean;
  readonly display_order: number;
  readonly is_archived: boolean;
}

/** An option as one row of the options file, with its three prices in fils (0: No Price). */
export interface OptionSheetEntry {
  readonly kind: 'options';
  readonly id: number | null;
  readonly service_id: number;
  readonly name: Bilingual;
  readonly is_exclusive: boolean;
  readonly display_order: number;
  readonly is_archived: boolean;
  readonly prices: readonly GroupPrice[];
}

/** A package as one row of the packages file. */
export interface PackageSheetEntry {
  readonly kind: 'packages';
  readonly id: number | null;
  readonly name: Bilingual;
  readonly is_active: boolean;
  readonly prices: readonly GroupPrice[];
}

/** A product as one row of the products file. */
export interface ProductSheetEntry {
  readonly kind: 'products';
  readonly id: number | null;
  readonly name: Bilingual;
  readonly price_fils: number;
  readonly before_discount_fils: number | null;
  readonly is_archived: boolean;
}

/** One row of a catalogue file, read. */
export type SheetEntry =
  ServiceSheetEntry | OptionSheetEntry | PackageSheetEntry | ProductSheetEntry;

/** The entry type of one kind. */
export type SheetEntryOf<K extends SheetKind> = Extract<SheetEntry, { kind: K }>;

/** Whether a text names a kind of catalogue file. */
export function isSheetKind(text: string): text is SheetKind {
  return SHEET_KINDS.some((kind) => kind === text);
}

/**
 * Fils as the file writes an amount: AED with two decimals, no grouping.
 * @example sheetAmount(1250) // '12.50'
 */
export function sheetAmount(fils: number): string {
  const whole = Math.floor(fils / 100);
  return `${whole}.${String(fils - whole * 100).padStart(2, '0')}`;
}

/**
 * A text cell as the owner meant it: spreadsheets are kept from running a cell starting with
 * =, +, -, @ as a formula by a leading quote mark, which the import takes off again.
 * @example sheetText("'=Gold ") // '=Gold'
 */
export function sheetText(cell: string): string {
  return (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell).trim();
}
