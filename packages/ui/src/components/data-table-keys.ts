// The keyboard of DataTable, an ARIA grid over a plain <table> (ADR 0012). The table is one Tab
// stop (a roving tabindex): rows, cells and the controls inside cells are all tabindex -1 but
// one. Keys, as in React Aria's table which this replaces:
// - on a row: ArrowUp/ArrowDown, Home/End move between rows; the forward arrow enters its cells;
// - in a cell: the arrows move to the next cell in the row or the same column's cell in the row
//   above or below; Home/End go to the row's first and last cell; back from the first cell
//   returns to the row.
// A cell holding a control (the row's actions button) hands focus to that control. Left and
// right follow the reading direction (the domain's gridMove), so ArrowLeft goes forward in Arabic.
import { gridMove, isGridKey, type GridKey } from '@lamaa/domain';
import type { FocusEvent, KeyboardEvent } from 'react';

/** The attribute that marks the rows that hold data (not the loading, error or empty row). */
const DATA_ROW = 'data-row';
/** DataTable's props for a row that holds data. */
export const dataRowProps = { [DATA_ROW]: '' } as const;

/** Marks the table's Tab stop (controls in cells may come with a tabindex of 0 of their own). */
const TAB_STOP = 'data-tab-stop';
const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]';
/** Keys that a field inside a cell keeps for itself. */
const FIELD = 'input, select, textarea, [contenteditable="true"]';

const rowsOf = (table: HTMLElement) => [
  ...table.querySelectorAll<HTMLTableRowElement>(`tbody > tr[${DATA_ROW}]`),
];

/** Where focus goes in a cell: its first enabled control, or the cell itself. */
function targetOf(cell: HTMLTableCellElement): HTMLElement {
  return (
    [...cell.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => !element.matches(':disabled'),
    ) ?? cell
  );
}

/** The data row and (unless the row itself) the cell that `node` is in. */
function placeOf(table: HTMLElement, node: EventTarget | null) {
  if (!(node instanceof Element)) return null;
  const row = node.closest<HTMLTableRowElement>(`tr[${DATA_ROW}]`);
  if (row === null || !table.contains(row)) return null;
  const cell = node === row ? null : node.closest<HTMLTableCellElement>('td, th');
  return { row, cell };
}

/** Gives the table's one Tab stop to `target`, taking it from every other row, cell or control. */
function makeTabStop(table: HTMLElement, target: HTMLElement): void {
  for (const row of rowsOf(table)) {
    for (const element of [row, ...row.cells, ...row.querySelectorAll<HTMLElement>(FOCUSABLE)]) {
      element.tabIndex = element === target ? 0 : -1;
      element.toggleAttribute(TAB_STOP, element === target);
    }
  }
}

/**
 * Runs after every render of the table: a new page of rows keeps the Tab stop where it was when
 * that element is still there, or puts it on the first row.
 */
export function keepOneTabStop(table: HTMLElement | null): void {
  if (table === null) return;
  const rows = rowsOf(table);
  const first = rows[0];
  if (first === undefined) return;
  const current = table.querySelector<HTMLElement>(`tbody [${TAB_STOP}]`);
  makeTabStop(table, current !== null && placeOf(table, current) !== null ? current : first);
}

/** Focus entering a row, a cell or a control in a cell makes it the table's Tab stop. */
export function followFocus(event: FocusEvent<HTMLElement>): void {
  const target = event.target;
  if (!target.hasAttribute(TAB_STOP) && placeOf(event.currentTarget, target) !== null)
    makeTabStop(event.currentTarget, target);
}

/** The table's keys, on a row, a cell or a control in a cell. */
export function moveInTable(event: KeyboardEvent<HTMLElement>): void {
  const table = event.currentTarget;
  const place = placeOf(table, event.target);
  // A control that used the key (a menu's button opens on ArrowDown) or a field's caret keeps it.
  if (place === null || event.defaultPrevented || !isGridKey(event.key)) return;
  if (event.target instanceof Element && event.target.matches(FIELD)) return;
  const isRtl = getComputedStyle(table).direction === 'rtl';
  const rows = rowsOf(table);
  const target =
    place.cell === null
      ? fromRow(rows, place.row, event.key, isRtl)
      : fromCell(rows, place.row, place.cell, event.key, isRtl);
  if (target === null) return;
  event.preventDefault();
  target.focus();
}

function fromRow(
  rows: readonly HTMLTableRowElement[],
  row: HTMLTableRowElement,
  key: GridKey,
  isRtl: boolean,
): HTMLElement | null {
  if (key === (isRtl ? 'ArrowLeft' : 'ArrowRight')) {
    const first = row.cells[0];
    return first === undefined ? null : targetOf(first);
  }
  if (key === 'ArrowLeft' || key === 'ArrowRight') return null;
  return rowMove(rows, row, key, isRtl);
}

/** The row Up, Down, Home or End moves to from `row`, or null at the table's ends. */
function rowMove(
  rows: readonly HTMLTableRowElement[],
  row: HTMLTableRowElement,
  key: GridKey,
  isRtl: boolean,
): HTMLTableRowElement | null {
  const next = gridMove(rows.indexOf(row), key, { count: rows.length, columns: 1, isRtl });
  return next === null ? null : (rows[next] ?? null);
}

function fromCell(
  rows: readonly HTMLTableRowElement[],
  row: HTMLTableRowElement,
  cell: HTMLTableCellElement,
  key: GridKey,
  isRtl: boolean,
): HTMLElement | null {
  const column = cell.cellIndex;
  if (key === 'ArrowUp' || key === 'ArrowDown') {
    const other = rowMove(rows, row, key, isRtl)?.cells[column];
    return other === undefined ? null : targetOf(other);
  }
  const count = row.cells.length;
  const next = gridMove(column, key, { count, columns: count, isRtl });
  // Back from the first cell is the row itself.
  if (next === null)
    return key === (isRtl ? 'ArrowRight' : 'ArrowLeft') && column === 0 ? row : null;
  const other = row.cells[next];
  return other === undefined ? null : targetOf(other);
}
