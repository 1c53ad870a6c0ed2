import { useEffect } from 'react';

/** The attribute marking the page's main search box for the `/` shortcut. */
export const SEARCH_SLOT = 'data-pos-search';

/** True when the key press lands in a place that takes text itself. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `/` anywhere outside a text field focuses the current page's search box (the one marked with SEARCH_SLOT). */
export function useSlashFocus(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key !== '/' ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        isTyping(event.target)
      )
        return;
      const input = document.querySelector<HTMLInputElement>(`[${SEARCH_SLOT}] input`);
      if (input === null) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
