import { Banner, EmptyState, SearchInput, Spinner, useLocale } from '@lamaa/ui';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useText } from '../../shared/i18n/use-text.js';
import { hotkeyTarget } from '../../shared/keyboard/use-counter-hotkeys.js';
import { followFocus, keepOneTabStop, moveInGrid } from './grid-keys.js';
import './catalogue.css';

/** Props of CatalogueLayout. */
export interface CatalogueLayoutProps {
  readonly title: string;
  readonly searchLabel: string;
  readonly onSearch: (text: string) => void;
  readonly isLoading: boolean;
  readonly hasFailed: boolean;
  readonly failedText: string;
  readonly onRetry: () => void;
  readonly emptyText: string;
  readonly count: number;
  readonly hint?: ReactNode;
  /** Dialogs of the page, kept mounted whatever the list shows. */
  readonly overlays?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A catalogue page's frame: title, search (`/` focuses it, 300 ms debounce), loading, error
 * with retry, empty state and the grid: one Tab stop, whose arrow keys move between its cards
 * (grid-keys.ts).
 */
export function CatalogueLayout(props: CatalogueLayoutProps) {
  const t = useText();
  const { direction } = useLocale();
  const grid = useRef<HTMLUListElement>(null);
  // After every render: the cards may be new (a search), the grid keeps one of them tabbable.
  useLayoutEffect(() => keepOneTabStop(grid.current));
  const body = props.hasFailed ? (
    <Banner tone="error" onRetry={props.onRetry}>
      {props.failedText}
    </Banner>
  ) : props.isLoading && props.count === 0 ? (
    <div className="pos-catalogue__loading" role="status">
      <Spinner size="md" label={t('busy.loading')} />
    </div>
  ) : props.count === 0 ? (
    <EmptyState title={props.emptyText} />
  ) : (
    <ul
      className="pos-catalogue__grid"
      ref={grid}
      aria-busy={props.isLoading}
      onFocus={followFocus}
      onKeyDown={(event) => moveInGrid(event, direction === 'rtl')}
    >
      {props.children}
    </ul>
  );
  return (
    <section className="pos-catalogue" aria-labelledby="catalogue-title">
      <div className="pos-catalogue__head">
        <h1 id="catalogue-title" className="pos-page-title">
          {props.title}
        </h1>
        <div className="pos-catalogue__search" {...hotkeyTarget('page-search')}>
          <SearchInput
            label={props.searchLabel}
            placeholder={props.searchLabel}
            onSearch={props.onSearch}
          />
        </div>
      </div>
      {props.hint}
      {body}
      {props.overlays}
    </section>
  );
}
