// Arrow keys between the catalogue's cards (the domain's gridMove): the number of columns is
// read from the layout, the cards in the first row sharing its top.
import { gridMove, isGridKey } from '@lamaa/domain';
import type { KeyboardEvent } from 'react';

const CELL = 'pos-catalogue__cell';

/** Moves focus from a focused card to the one the arrow, Home or End key points at. */
export function moveBetweenCards(event: KeyboardEvent<HTMLElement>, isRtl: boolean): void {
  const cell = event.target;
  if (!(cell instanceof HTMLElement) || !cell.classList.contains(CELL)) return;
  if (!isGridKey(event.key)) return;
  const cells = [...event.currentTarget.querySelectorAll<HTMLElement>(`:scope > .${CELL}`)];
  const top = cells[0]?.offsetTop;
  const columns = cells.filter((other) => other.offsetTop === top).length;
  const next = gridMove(cells.indexOf(cell), event.key, { count: cells.length, columns, isRtl });
  if (next === null) return;
  event.preventDefault();
  cells[next]?.focus();
}
