import type { KeyboardEvent, ReactNode } from 'react';

/** Props of CardCell. */
export interface CardCellProps {
  readonly label: string;
  /** What Enter on the focused card does (adds its default option). */
  readonly onEnter: () => void;
  readonly children: ReactNode;
}

/**
 * A grid cell around a catalogue card: Enter on the card itself (not on its buttons) runs
 * onEnter. It starts out of the Tab order; the grid puts one card in it (grid-keys.ts), and the
 * card's buttons stay out of it (`excludeFromTabOrder`).
 */
export function CardCell({ label, onEnter, children }: CardCellProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
    event.preventDefault();
    onEnter();
  };
  return (
    <li
      className="pos-catalogue__cell"
      tabIndex={-1}
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid="catalogue-card"
    >
      {children}
    </li>
  );
}
