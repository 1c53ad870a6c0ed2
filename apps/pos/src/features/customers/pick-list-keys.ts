// The keyboard between the customer search and its list: ArrowDown from the search goes to
// the first customer once the list answers what was typed (never to one about to go), Up and
// Down move along the list, ArrowUp from the first goes back to the search; Enter in the
// search chooses the customer when the settled search found just one.
import type { KeyboardEvent } from 'react';

const ITEM = '.pos-pick-list__item';

/** The list's customer buttons inside `container`. */
function itemsIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(ITEM)];
}

/** What the keys ask of the customer part. */
export interface CustomerListActions {
  /** Whether the list shown answers `typed`: the search for it has settled. */
  readonly answers: (typed: string) => boolean;
  /** Chooses the single customer found for `typed`; false when there is none to choose. */
  readonly chooseOnly: (typed: string) => boolean;
}

/** Handles a key in the customer part (search box and list). */
export function customerListKeys(
  event: KeyboardEvent<HTMLElement>,
  { answers, chooseOnly }: CustomerListActions,
): void {
  const { target, currentTarget, key } = event;
  if (!(target instanceof HTMLElement)) return;
  const items = itemsIn(currentTarget);
  const search = currentTarget.querySelector<HTMLInputElement>('input');
  if (target === search) {
    if (key === 'ArrowDown') {
      event.preventDefault();
      if (answers(search.value)) items[0]?.focus();
    }
    if (key === 'Enter' && chooseOnly(search.value)) event.preventDefault();
    return;
  }
  const index = items.indexOf(target);
  if (index === -1 || (key !== 'ArrowDown' && key !== 'ArrowUp')) return;
  event.preventDefault();
  const next = key === 'ArrowDown' ? items[index + 1] : (items[index - 1] ?? search);
  next?.focus();
}
