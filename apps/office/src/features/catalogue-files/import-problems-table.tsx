import type { CatalogueImportProblem } from '@lamaa/api-client';
import { DataTable } from '@lamaa/ui';
import { codeText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';

/** The dry run's problems, one row each: the spreadsheet row, the column and what is wrong. */
export function ImportProblemsTable({ problems }: { problems: readonly CatalogueImportProblem[] }) {
  const t = useOfficeText();
  const rows = problems.map((problem, index) => ({ id: index, ...problem }));
  return (
    <DataTable
      label={t('office.files-problems-table')}
      rows={rows}
      columns={[
        {
          id: 'line',
          header: t('office.files-col-line'),
          isRowHeader: true,
          render: (row) => String(row.line),
        },
        {
          id: 'column',
          header: t('office.files-col-column'),
          render: (row) => (row.column === '' ? '—' : <bdi dir="ltr">{row.column}</bdi>),
        },
        {
          id: 'problem',
          header: t('office.files-col-problem'),
          render: (row) => codeText(t, row.code, row.params),
        },
      ]}
    />
  );
}
