// The catalogue grid is one Tab stop (a roving tabindex): every card is rendered with
// tabindex -1 and its buttons out of the Tab order; the grid gives tabindex 0 to one card, the
// last one focused (the first until then), by writing the attribute itself. React state is never
// involved, so moving between 500 memoised cards re-renders none of them.
// Keys: the arrows, Home and End move between the cards (the domain's gridMove; the number of
// columns is read from the layout, the cards in the first row sharing its top); F2 goes into the
// focused card's buttons, the arrows move between those and Escape goes back to the card.
import { gridMove, isGridKey } from '@lamaa/domain';
import type { FocusEvent, KeyboardEvent } from 'react';

const CELL = 'pos-catalogue__cell';

/** The grid's cards, in order. */
const cellsOf = (grid: HTMLElement) => [...grid.querySelectorAll<HTMLElement>(`:scope > .${CELL}`)];

/** The card holding `target` (itself when it is one), if it is in this grid. */
function cellOf(grid: HTMLElement, target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof HTMLElement)) return null;
  const cell = target.closest<HTMLElement>(`.${CELL}`);
  return cell !== null && cell.parentElement === grid ? cell : null;
}

/** Gives the grid's one Tab stop to `cell`, taking it from the card that had it. */
function makeTabStop(grid: HTMLElement, cell: HTMLElement): void {
  for (const other of cellsOf(grid))
    if (other !== cell && other.tabIndex === 0) other.tabIndex = -1;
  cell.tabIndex = 0;
}

/**
 * Keeps one card in the Tab order: the one that has it if it is still listed, else the first.
 * Runs after every render of the grid (a search may have replaced the cards).
 */
export function keepOneTabStop(grid: HTMLElement | null): void {
  if (grid === null) return;
  const cells = cellsOf(grid);
  const current = cells.find((cell) => cell.tabIndex === 0) ?? cells[0];
  if (current !== undefined) makeTabStop(grid, current);
}

/** Focus entering a card or one of its buttons makes that card the grid's Tab stop. */
export function followFocus(event: FocusEvent<HTMLElement>): void {
  const cell = cellOf(event.currentTarget, event.target);
  if (cell !== null && cell.tabIndex !== 0) makeTabStop(event.currentTarget, cell);
}

/** The grid's keys, on the card or on one of its buttons. */
export function moveInGrid(event: KeyboardEvent<HTMLElement>, isRtl: boolean): void {
  const grid = event.currentTarget;
  const cell = cellOf(grid, event.target);
  if (cell === null || !(event.target instanceof HTMLElement)) return;
  const target =
    event.target === cell
      ? fromCard(grid, cell, event.key, isRtl)
      : fromButton(cell, event.target, event.key, isRtl);
  if (target === null) return;
  event.preventDefault();
  target.focus();
}

/** Where a key on a focused card goes: another card, or (F2) the card's first button. */
function fromCard(
  grid: HTMLElement,
  cell: HTMLElement,
  key: string,
  isRtl: boolean,
): HTMLElement | null {
  if (key === 'F2') return buttonsOf(cell)[0] ?? null;
  if (!isGridKey(key)) return null;
  const cells = cellsOf(grid);
  const top = cells[0]?.offsetTop;
  const columns = cells.filter((other) => other.offsetTop === top).length;
  const next = gridMove(cells.indexOf(cell), key, { count: cells.length, columns, isRtl });
  return next === null ? null : (cells[next] ?? null);
}

/** Where a key on a card's button goes: the card's next or previous button, or back to the card. */
function fromButton(
  cell: HTMLElement,
  button: HTMLElement,
  key: string,
  isRtl: boolean,
): HTMLElement | null {
  if (key === 'Escape') return cell;
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return null;
  const forward = (key === 'ArrowRight') !== isRtl;
  const buttons = buttonsOf(cell);
  return buttons[buttons.indexOf(button) + (forward ? 1 : -1)] ?? null;
}

/** The card's enabled buttons. */
const buttonsOf = (cell: HTMLElement) => [
  ...cell.querySelectorAll<HTMLElement>('button:not([disabled])'),
];
