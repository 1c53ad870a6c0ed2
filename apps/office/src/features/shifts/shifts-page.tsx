import type { OfficeShiftQuery } from '@lamaa/api-client';
import { localDateAt, vaultTitle } from '@lamaa/domain';
import { Banner, Button, EmptyState, Money, Select, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import { DayField } from '../../shared/day-field.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { useBranchZone, useCan } from '../../shared/session/auth-context.js';
import { downloadShiftsCsv } from './export-shifts-csv.js';
import { ShiftsTable } from './shifts-table.js';
import { nameIn } from '../../shared/list-columns.js';
import '../../shared/office-page.css';
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
  const may = useCan();
  const { api, toasts } = useOfficeServices();
  const zone = useBranchZone();
  // The branch's today, not the browser's: late in a UTC evening it is already tomorrow in Dubai.
  const [filters, setFilters] = useState<Filters>(() => {
    const today = localDateAt(new Date(), zone);
    return { branch: '', vault: '', from: today, to: today };
  });
  const [isExporting, setIsExporting] = useState(false);
  const isPeriod = filters.from !== '' && filters.to !== '' && filters.from <= filters.to;
  const list = useLoader('office-shifts', shiftQuery(filters), (query, signal) =>
    api.listOfficeShifts(query, signal),
  );
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  const vaults = useLoader('office-cash-vaults', null, () => api.getVaults('cash'));
  const filter = (key: keyof Filters) => (value: string) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const named = (name: { en?: string | null; ar?: string | null }) =>
    nameIn({ en: name.en ?? undefined, ar: name.ar ?? undefined }, language);
  const data = isPeriod ? (list.data ?? null) : null;
  const exportCsv = async () => {
    setIsExporting(true);
    const isDone = await downloadShiftsCsv(api, shiftQuery(filters));
    setIsExporting(false);
    if (!isDone) toasts.error(t('office.export-failed'));
  };

  return (
    <section className="office-page" aria-labelledby="shifts-title">
      <header className="office-page__header">
        <div>
          <h1 id="shifts-title" className="office-page__title">
            {t('office.shift-list-title')}
          </h1>
          <p className="office-page__intro">{t('office.shift-list-intro')}</p>
        </div>
        <Button
          variant="outline"
          isDisabled={!isPeriod}
          isBusy={isExporting}
          busyLabel={t('busy.loading')}
          onPress={() => void exportCsv()}
        >
          {t('office.export-csv')}
        </Button>
      </header>
      <div
        className="office-shifts__filters"
        role="group"
        aria-label={t('office.shift-list-title')}
      >
        {may('branch.manage') ? (
          <Select
            label={t('office.filter-branch')}
            options={[
              { id: '', label: t('office.all-branches') },
              ...(branches.data ?? []).map((branch) => ({
                id: String(branch.id),
                label: named(branch.name),
              })),
            ]}
            selectedId={filters.branch}
            onSelectionChange={filter('branch')}
          />
        ) : null}
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
        <DayField label={t('office.filter-from')} value={filters.from} onChange={filter('from')} />
        <DayField label={t('office.filter-to')} value={filters.to} onChange={filter('to')} />
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
