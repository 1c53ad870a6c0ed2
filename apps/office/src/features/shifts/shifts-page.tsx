import type { OfficeShiftQuery } from '@lamaa/api-client';
import { vaultTitle } from '@lamaa/domain';
import { Banner, EmptyState, Money, Select, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { BranchFilter } from '../../shared/branch-filter.js';
import { DayRangeFields, isDayRange, useBranchToday } from '../../shared/day-range.js';
import { ExportCsvButton } from '../../shared/export-csv-button.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { downloadShiftsCsv } from './export-shifts-csv.js';
import { ShiftsTable } from './shifts-table.js';
import '../../shared/office-page.css';
import '../../shared/office-groups.css';
import './shifts-page.css';

/** The filters as chosen: '' for every branch or vault. */
interface Filters {
  readonly branch: string;
  readonly vault: string;
  readonly from: string;
  readonly to: string;
}

function shiftQuery(filters: Filters): OfficeShiftQuery {
  return {
    from: filters.from,
    to: filters.to,
    ...(filters.branch ? { branch_id: Number(filters.branch) } : {}),
    ...(filters.vault ? { vault_id: Number(filters.vault) } : {}),
  };
}

/**
 * /office/shifts: the cash shifts of the days chosen (today by default) per branch and vault,
 * open ones too, with the count and the variance (flagged in words above the threshold), the
 * link to each Z report, and the CSV file of the same.
 */
export function ShiftsPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const today = useBranchToday();
  const [filters, setFilters] = useState<Filters>({
    branch: '',
    vault: '',
    from: today,
    to: today,
  });
  const isPeriod = isDayRange(filters);
  const list = useLoader('office-shifts', shiftQuery(filters), (query, signal) =>
    api.listOfficeShifts(query, signal),
  );
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  const vaults = useLoader('office-cash-vaults', null, () => api.getVaults('cash'));
  const filter = (key: keyof Filters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const data = isPeriod ? (list.data ?? null) : null;

  return (
    <section className="office-page" aria-labelledby="shifts-title">
      <header className="office-page__header">
        <div>
          <h1 id="shifts-title" className="office-page__title">
            {t('office.shift-list-title')}
          </h1>
          <p className="office-page__intro">{t('office.shift-list-intro')}</p>
        </div>
        <ExportCsvButton
          download={() => downloadShiftsCsv(api, shiftQuery(filters))}
          isDisabled={!isPeriod}
        />
      </header>
      <div
        className="office-filters office-shifts__filters"
        role="group"
        aria-label={t('office.shift-list-title')}
      >
        <BranchFilter
          branches={branches.data ?? []}
          selectedId={filters.branch}
          onChange={filter('branch')}
        />
        <Select
          label={t('office.shift-list-filter-vault')}
          options={[
            { id: '', label: t('office.shift-list-all-vaults') },
            ...(vaults.data ?? []).map((vault) => ({
              id: String(vault.id),
              label: vaultTitle(vault, language),
            })),
          ]}
          selectedId={filters.vault}
          onSelectionChange={filter('vault')}
        />
        <DayRangeFields range={filters} onFrom={filter('from')} onTo={filter('to')} />
      </div>
      {list.hasFailed ? (
        <Banner tone="error" onRetry={list.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      {data === null ? null : (
        <>
          <p className="office-page__intro" data-testid="shifts-threshold">
            {t('office.shift-list-threshold')} <Money fils={data.variance_threshold} />
          </p>
          {data.shifts.length === 0 ? (
            <EmptyState title={t('office.shift-list-none')} />
          ) : (
            <ShiftsTable shifts={data.shifts} t={t} language={language} />
          )}
        </>
      )}
    </section>
  );
}
