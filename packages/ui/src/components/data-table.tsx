import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useMessages } from '../i18n/use-messages.js';
import { Button } from './button.js';
import { dataRowProps, followFocus, keepOneTabStop, moveInTable } from './data-table-keys.js';
import { Spinner } from './spinner.js';
import './data-table.css';

/** One column of a DataTable. */
export interface DataColumn<T> {
  readonly id: string;
  readonly header: string;
  /** Draws the cell of a row. */
  readonly render: (row: T) => ReactNode;
  /** The column that names a row for screen readers (one per table). */
  readonly isRowHeader?: boolean;
  /** `end` for amounts and counts. */
  readonly align?: 'start' | 'end';
}

/** Props of DataTable. */
export interface DataTableProps<T extends { readonly id: string | number }> {
  /** The table's accessible name, e.g. "Orders". */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  isLoading?: boolean;
  /** A load failure; shown with a Retry button when onRetry is given. */
  errorMessage?: string;
  onRetry?: () => void;
  /** What shows when there are no rows, e.g. <EmptyState title={t('empty.no-orders-yet')} />. */
  emptyState?: ReactNode;
}

/**
 * A keyboard-navigable table (an ARIA grid over a plain table, data-table-keys.ts) with loading,
 * error and empty states in place of the rows.
 */
export function DataTable<T extends { readonly id: string | number }>({
  label,
  columns,
  rows,
  isLoading,
  errorMessage,
  onRetry,
  emptyState,
}: DataTableProps<T>) {
  const t = useMessages();
  const visibleRows = isLoading || errorMessage !== undefined ? [] : rows;
  const placeholder = () =>
    isLoading ? (
      <div className="lm-data-table__state">
        <Spinner label={t('busy.loading')} />
        <span aria-hidden="true">{t('busy.loading')}</span>
      </div>
    ) : errorMessage !== undefined ? (
      <div className="lm-data-table__state lm-data-table__state--error" role="alert">
        <span>{errorMessage}</span>
        {onRetry !== undefined ? (
          <Button variant="outline" size="sm" onPress={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : null}
      </div>
    ) : (
      emptyState
    );
  const tableRef = useRef<HTMLTableElement>(null);
  // After every render: a new page of rows may have taken the Tab stop's element away.
  useLayoutEffect(() => keepOneTabStop(tableRef.current));
  const alignOf = (column: DataColumn<T>) => `lm-align-${column.align ?? 'start'}`;
  return (
    <div className="lm-data-table">
      <table
        ref={tableRef}
        role="grid"
        aria-label={label}
        className="lm-data-table__table"
        onKeyDown={moveInTable}
        onFocus={followFocus}
      >
        <thead>
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.id}
                role="columnheader"
                scope="col"
                className={`lm-data-table__th ${alignOf(column)}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="lm-data-table__body">
          {visibleRows.length === 0 ? (
            <tr role="row">
              <td role="gridcell" colSpan={columns.length}>
                {placeholder()}
              </td>
            </tr>
          ) : (
            visibleRows.map((row) => (
              <tr
                key={row.id}
                role="row"
                tabIndex={-1}
                className="lm-data-table__row"
                {...dataRowProps}
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    role={column.isRowHeader === true ? 'rowheader' : 'gridcell'}
                    tabIndex={-1}
                    className={`lm-data-table__td ${alignOf(column)}`}
                  >
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
