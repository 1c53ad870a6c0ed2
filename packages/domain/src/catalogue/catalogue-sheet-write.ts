// Writes catalogue entries as the records of a file (header first), cell by cell as text, so
// that reading the records back gives the same entries: the export and the import agree.
import type { GroupPrice } from './catalogue-entry.js';
import {
  SHEET_COLUMNS,
  type SheetEntry,
  type SheetEntryOf,
  type SheetKind,
  sheetAmount,
} from './catalogue-sheet.js';

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

/** A price per car group as its cell: empty for No Price. */
function groupCell(prices: readonly GroupPrice[], group: number): string {
  const fils = prices.find((price) => price.car_group_id === group)?.price_fils ?? 0;
  return fils > 0 ? sheetAmount(fils) : '';
}

const idCell = (id: number | null) => (id === null ? '' : String(id));

/** The cells of one entry by column; `serviceName` names an option's service for the reader. */
function cellsOf(entry: SheetEntry, serviceName: string): Record<string, string> {
  switch (entry.kind) {
    case 'services':
      return {
        id: idCell(entry.id),
        name_en: entry.name.en,
        name_ar: entry.name.ar,
        included_en: entry.included.map((line) => line.en).join('\n'),
        included_ar: entry.included.map((line) => line.ar).join('\n'),
        add_on: yesNo(entry.is_add_ons),
        display_order: String(entry.display_order),
        archived: yesNo(entry.is_archived),
      };
    case 'options':
      return {
        id: idCell(entry.id),
        service_id: String(entry.service_id),
        service_en: serviceName,
        name_en: entry.name.en,
        name_ar: entry.name.ar,
        exclusive: yesNo(entry.is_exclusive),
        display_order: String(entry.display_order),
        archived: yesNo(entry.is_archived),
        price_small: groupCell(entry.prices, 1),
        price_medium: groupCell(entry.prices, 2),
        price_large: groupCell(entry.prices, 3),
      };
    case 'packages':
      return {
        id: idCell(entry.id),
        name_en: entry.name.en,
        name_ar: entry.name.ar,
        active: yesNo(entry.is_active),
        price_small: groupCell(entry.prices, 1),
        price_medium: groupCell(entry.prices, 2),
        price_large: groupCell(entry.prices, 3),
      };
    case 'products':
      return {
        id: idCell(entry.id),
        name_en: entry.name.en,
        name_ar: entry.name.ar,
        price: sheetAmount(entry.price_fils),
        before_discount_price:
          entry.before_discount_fils === null ? '' : sheetAmount(entry.before_discount_fils),
        archived: yesNo(entry.is_archived),
      };
  }
}

/**
 * The records of a catalogue file of `kind`: the header, then one record per entry. Options
 * name their service in `service_en` through `serviceNames` (by service id).
 * @example catalogueSheetRecords('products', [{ kind: 'products', id: 3, name: { en: 'Wax', ar: 'شمع' }, price_fils: 1250, before_discount_fils: null, is_archived: false }])[1] // ['3', 'Wax', 'شمع', '12.50', '', 'no']
 */
export function catalogueSheetRecords<K extends SheetKind>(
  kind: K,
  entries: readonly SheetEntryOf<K>[],
  serviceNames: ReadonlyMap<number, string> = new Map(),
): string[][] {
  const columns: readonly string[] = SHEET_COLUMNS[kind];
  return [
    [...columns],
    ...entries.map((entry: SheetEntry) => {
      const cells = cellsOf(
        entry,
        entry.kind === 'options' ? (serviceNames.get(entry.service_id) ?? '') : '',
      );
      return columns.map((column) => cells[column] ?? '');
    }),
  ];
}

/**
 * Whether an entry read from a file says the same as the one saved (so importing it changes
 * nothing): compared field by field, prices by car group with a missing group as No Price.
 */
export function isSameSheetEntry(read: SheetEntry, saved: SheetEntry): boolean {
  const columns: readonly string[] = SHEET_COLUMNS[read.kind];
  const a = cellsOf(read, '');
  const b = cellsOf(saved, '');
  return read.kind === saved.kind && columns.every((column) => a[column] === b[column]);
}
