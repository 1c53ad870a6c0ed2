import { useEffect } from 'react';

/**
 * Writes the page's title (the browser tab, the window list, a screen reader's page name) in
 * the language on screen: pass the text already translated, so a switch of language writes
 * the title again.
 * @example useDocumentTitle(t('pos.page-title', { page: t('pos.nav-orders') })) // 'Orders · Lamaa'
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
