import { LOCATION_TYPES, type LocationType } from '@lamaa/domain';
import { Banner, Select, useLoader, useLocale } from '@lamaa/ui';
import { useState } from 'react';
import type { OfficeKey } from '../../shared/i18n/office-en.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { nameIn } from '../../shared/list-columns.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { HoursForm } from './hours-form-view.js';
import '../../shared/office-page.css';
import '../../shared/office-groups.css';
import './opening-hours-page.css';

const typeKey = (type: LocationType) => `office.hours-type-${type}` as OfficeKey;

/**
 * /office/hours: a branch's opening hours per location type (in the shop, outdoors), as the
 * counter offers its time slots. The owner picks any branch; a manager sees their own.
 */
export function OpeningHoursPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const { api } = useOfficeServices();
  const branches = useLoader('office-branches', null, (_, signal) =>
    api.listOfficeBranches(signal),
  );
  const [picked, setPicked] = useState<string | null>(null);
  const [type, setType] = useState<LocationType>('in_shop');
  const branchId = Number(picked ?? branches.data?.[0]?.id ?? 0);

  return (
    <section className="office-page" aria-labelledby="hours-title">
      <header className="office-page__header">
        <div>
          <h1 id="hours-title" className="office-page__title">
            {t('office.hours-title')}
          </h1>
          <p className="office-page__intro">{t('office.hours-intro')}</p>
        </div>
      </header>
      <div className="office-hours__filters">
        <Select
          label={t('office.hours-branch')}
          options={(branches.data ?? []).map((branch) => ({
            id: String(branch.id),
            label: nameIn(branch.name, language),
          }))}
          selectedId={branchId > 0 ? String(branchId) : null}
          onSelectionChange={setPicked}
        />
        <Select
          label={t('office.hours-type')}
          options={LOCATION_TYPES.map((id) => ({ id, label: t(typeKey(id)) }))}
          selectedId={type}
          onSelectionChange={(id) => setType(id === 'remote' ? 'remote' : 'in_shop')}
        />
      </div>
      {branches.hasFailed ? (
        <Banner tone="error" onRetry={branches.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : branchId > 0 ? (
        <BranchHours branchId={branchId} type={type} />
      ) : (
        <p role="status">{t('busy.loading')}</p>
      )}
    </section>
  );
}

/** The form of one branch and type, filled afresh whenever the saved schedule is read again. */
function BranchHours({ branchId, type }: { branchId: number; type: LocationType }) {
  const t = useOfficeText();
  const { api } = useOfficeServices();
  const hours = useLoader('office-opening-hours', { branch_id: branchId, type }, (query, signal) =>
    api.getOpeningHours(query, signal),
  );
  const saved = hours.data;
  if (hours.hasFailed) {
    return (
      <Banner tone="error" onRetry={hours.retry}>
        {t('office.load-failed')}
      </Banner>
    );
  }
  if (!saved || saved.branch_id !== branchId || saved.type !== type) {
    return <p role="status">{t('busy.loading')}</p>;
  }
  return <HoursForm key={JSON.stringify(saved)} saved={saved} onSaved={hours.retry} />;
}
