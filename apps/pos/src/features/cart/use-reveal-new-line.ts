import { type RefObject, useEffect, useRef } from 'react';

/**
 * Scrolls the sidebar to the cart's last line whenever a line is added, so the line the
 * cashier just added is in sight on a short screen however far up the sidebar was (the
 * customer and vehicle above it). Focus stays where it is: in the catalogue.
 */
export function useRevealNewLine(list: RefObject<HTMLUListElement | null>, count: number): void {
  const seen = useRef(count);
  useEffect(() => {
    const grew = count > seen.current;
    seen.current = count;
    // jsdom has no scrollIntoView.
    if (grew) list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [list, count]);
}
