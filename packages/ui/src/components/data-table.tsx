import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useMessages } from '../i18n/use-messages.js';
import { Button } from './button.js';
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
 * A keyboard-navigable table (React Aria grid) with loading, error and empty states
 * in place of the rows.
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
  return (
    <div className="lm-data-table">
      <Table aria-label={label} className="lm-data-table__table">
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              isRowHeader={column.isRowHeader}
              className={`lm-data-table__th lm-align-${column.align ?? 'start'}`}
            >
              {column.header}
            </Column>
          )}
        </TableHeader>
        <TableBody
          items={visibleRows}
          renderEmptyState={placeholder}
          className="lm-data-table__body"
        >
          {(row) => (
            <Row id={row.id} columns={columns} className="lm-data-table__row">
              {(column) => (
                <Cell className={`lm-data-table__td lm-align-${column.align ?? 'start'}`}>
                  {column.render(row)}
                </Cell>
              )}
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
