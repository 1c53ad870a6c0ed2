import type { AuditEntry, AuditQuery } from '@lamaa/api-client';
import { AUDIT_ACTIONS, type AuditAction } from '@lamaa/domain';
import {
  Banner,
  Button,
  DataTable,
  EmptyState,
  Pagination,
  Select,
  useFormat,
  useLoader,
  useLocale,
} from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { BranchFilter } from '../../shared/branch-filter.js';
import { DayRangeFields } from '../../shared/day-range.js';
import { ExportCsvButton } from '../../shared/export-csv-button.js';
import { actionKey } from './audit-text.js';
import { detailLines } from './audit-details.js';
import { downloadAuditCsv } from './export-csv.js';
import '../../shared/office-page.css';
import '../../shared/office-groups.css';
import './audit-page.css';

/** Rows a page of the log shows. */
const PER_PAGE = 25;

/** The filters as chosen: '' for "any". */
interface Filters {
  readonly employee: string;
  readonly action: string;
  readonly branch: string;
  readonly from: string;
  readonly to: string;
}

const NO_FILTERS: Filters = { employee: '', action: '', branch: '', from: '', to: '' };

/** The filters as the call's query (empty ones left out). */
function filterQuery(filters: Filters): Omit<AuditQuery, 'page' | 'per_page'> {
  const action = AUDIT_ACTIONS.find((name: AuditAction) => name === filters.action);
  return {
    ...(filters.employee ? { employee_id: Number(filters.employee) } : {}),
    ...(action ? { action } : {}),
    ...(filters.branch ? { branch_id: Number(filters.branch) } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** /office/audit: who changed what and when, filtered by person, change, branch and days. */
export function AuditPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const format = useFormat();
  const { api } = useOfficeServices();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const log = useLoader(
    'office-audit',
    { page, per_page: PER_PAGE, ...filterQuery(filters) },
    (query, signal) => api.listAudit(query, signal),
  );
  const employees = useLoader('office-employees', null, (_, signal) =>
    api.listOfficeEmployees(signal),
  );
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  const filter = (key: keyof Filters) => (value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const named = (name: { en?: string | null; ar?: string | null } | null | undefined) =>
    (language === 'ar' ? name?.ar : name?.en) || name?.en || name?.ar || '';
  const rows = log.data?.data ?? [];

  return (
    <section className="office-page" aria-labelledby="audit-title">
      <header className="office-page__header">
        <div>
          <h1 id="audit-title" className="office-page__title">
            {t('office.audit-title')}
          </h1>
          <p className="office-page__intro">{t('office.audit-intro')}</p>
        </div>
        <ExportCsvButton download={() => downloadAuditCsv(api, filterQuery(filters))} />
      </header>
      <div className="office-filters" role="group" aria-label={t('office.audit-title')}>
        <Select
          label={t('office.filter-person')}
          options={[
            { id: '', label: t('office.everyone') },
            ...(employees.data ?? []).map((employee) => ({
              id: String(employee.id),
              label: named(employee.name) || employee.email,
            })),
          ]}
          selectedId={filters.employee}
          onSelectionChange={filter('employee')}
        />
        <Select
          label={t('office.filter-action')}
          options={[
            { id: '', label: t('office.every-change') },
            ...AUDIT_ACTIONS.map((action) => ({ id: action, label: t(actionKey(action)) })),
          ]}
          selectedId={filters.action}
          onSelectionChange={filter('action')}
        />
        <BranchFilter
          branches={branches.data ?? []}
          selectedId={filters.branch}
          onChange={filter('branch')}
        />
        <DayRangeFields range={filters} onFrom={filter('from')} onTo={filter('to')} />
        <Button
          variant="ghost"
          isDisabled={JSON.stringify(filters) === JSON.stringify(NO_FILTERS)}
          onPress={() => {
            setFilters(NO_FILTERS);
            setPage(1);
          }}
        >
          {t('office.clear-filters')}
        </Button>
      </div>
      {log.hasFailed && log.data ? (
        <Banner tone="error" onRetry={log.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable<AuditEntry>
        label={t('office.audit-title')}
        rows={rows}
        isLoading={log.isLoading}
        {...(log.hasFailed && !log.data
          ? { errorMessage: t('office.load-failed'), onRetry: log.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-audit')} />}
        columns={[
          {
            id: 'when',
            header: t('office.col-when'),
            isRowHeader: true,
            // The branch's wall clock, in the screen's language.
            render: (entry) => (
              <time dateTime={entry.at} title={entry.time_zone}>
                {format.dateTime(entry.at, entry.time_zone)}
              </time>
            ),
          },
          {
            id: 'who',
            header: t('office.col-who'),
            render: (entry) => (entry.employee ? named(entry.employee.name) : t('office.system')),
          },
          {
            id: 'branch',
            header: t('office.branch'),
            render: (entry) => (entry.branch ? named(entry.branch.name) : '—'),
          },
          {
            id: 'what',
            header: t('office.col-what'),
            render: (entry) => t(actionKey(entry.action)),
          },
          {
            id: 'details',
            header: t('office.col-details'),
            render: (entry) => (
              <ul className="office-audit__changes">
                {detailLines(entry, t, language).map((line) => (
                  <li key={`${line.label}${line.value}`}>
                    {line.label ? `${line.label}: ` : null}
                    <bdi dir={line.isLatin ? 'ltr' : undefined}>{line.value}</bdi>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      {log.data && log.data.total > 0 ? (
        <Pagination
          page={log.data.current_page}
          perPage={log.data.per_page}
          itemCount={rows.length}
          total={log.data.total}
          hasNextPage={log.data.current_page < log.data.last_page}
          isDisabled={log.isRefreshing}
          onPageChange={setPage}
        />
      ) : null}
    </section>
  );
}
