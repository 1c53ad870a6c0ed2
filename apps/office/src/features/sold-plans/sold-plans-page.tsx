import type { ApiResult, Entitlement, SoldPlan } from '@lamaa/api-client';
import {
  Badge,
  Banner,
  DataTable,
  EmptyState,
  SearchInput,
  useFormat,
  useLoader,
  useLocale,
} from '@lamaa/ui';
import { useState } from 'react';
import { CALENDAR_DAY } from '../../shared/calendar-day.js';
import { saveErrorText } from '../../shared/i18n/code-text.js';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { PlanLeft, plateText } from './plan-left.js';
import { CancelDialog } from './cancel-dialog.js';
import { TransferDialog } from './transfer-dialog.js';
import { nameIn, RowButton } from '../../shared/list-columns.js';
import '../../shared/office-page.css';

const STATUS_KEYS = {
  active: 'office.sold-status-active',
  frozen: 'office.sold-status-frozen',
  'not-started': 'office.sold-status-not-started',
  expired: 'office.sold-status-expired',
  'used-up': 'office.sold-status-used-up',
  cancelled: 'office.sold-status-cancelled',
} as const;
const STATUS_TONES = {
  active: 'green',
  frozen: 'blue',
  'not-started': 'neutral',
  expired: 'neutral',
  'used-up': 'neutral',
  cancelled: 'neutral',
} as const;

/** Whether nothing is left to freeze, move or cancel. */
const isOver = (plan: SoldPlan) =>
  plan.status === 'expired' || plan.status === 'used-up' || plan.status === 'cancelled';

/**
 * /office/sold-plans (managers and the owner): the plans sold to vehicles, found by plate or
 * customer; Freeze / Unfreeze (the end moves by the frozen days), Transfer to another
 * vehicle of the same customer with a reason, and Cancel with a refund of the unused share.
 */
export function SoldPlansPage() {
  const t = useOfficeText();
  const { language } = useLocale();
  const format = useFormat();
  const { api, toasts } = useOfficeServices();
  const [query, setQuery] = useState('');
  const sold = useLoader('office-sold-plans', query, (q, signal) => api.listSoldPlans(q, signal));
  const [moving, setMoving] = useState<SoldPlan | null>(null);
  const [cancelling, setCancelling] = useState<SoldPlan | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const nameOf = (plan: SoldPlan) => nameIn(plan.name, language);

  const change = async (plan: SoldPlan, call: () => Promise<ApiResult<Entitlement>>) => {
    setBusy(plan.id);
    const result = await call();
    setBusy(null);
    if (result.error) {
      setFailure(saveErrorText(t, result.error, false));
      return;
    }
    setFailure(null);
    toasts.success(
      t(result.data.frozen_on === null ? 'office.sold-unfrozen' : 'office.sold-frozen'),
    );
    sold.retry();
  };

  return (
    <section className="office-page" aria-labelledby="sold-plans-title">
      <header className="office-page__header">
        <div>
          <h1 id="sold-plans-title" className="office-page__title">
            {t('office.sold-title')}
          </h1>
          <p className="office-page__intro">{t('office.sold-intro')}</p>
        </div>
      </header>
      <SearchInput
        label={t('office.sold-search')}
        placeholder={t('office.sold-search-hint')}
        onSearch={setQuery}
        onClear={() => setQuery('')}
      />
      {failure !== null ? <Banner tone="error">{failure}</Banner> : null}
      {sold.hasFailed && sold.data ? (
        <Banner tone="error" onRetry={sold.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.sold-title')}
        rows={sold.data ?? []}
        isLoading={sold.isLoading}
        {...(sold.hasFailed && !sold.data
          ? { errorMessage: t('office.load-failed'), onRetry: sold.retry }
          : {})}
        emptyState={<EmptyState title={t('office.sold-none')} />}
        columns={[
          { id: 'name', header: t('office.col-name'), isRowHeader: true, render: nameOf },
          {
            id: 'plate',
            header: t('office.sold-col-vehicle'),
            render: (plan) => plateText(plan.vehicle),
          },
          {
            id: 'customer',
            header: t('office.sold-col-customer'),
            render: (plan) => plan.customer.name,
          },
          {
            id: 'left',
            header: t('office.sold-col-left'),
            render: (plan) => (
              <PlanLeft
                kind={plan.kind}
                usesLeft={plan.uses_left}
                usesTotal={plan.uses_total}
                valueLeft={plan.value_left}
              />
            ),
          },
          {
            id: 'ends',
            header: t('office.sold-col-ends'),
            render: (plan) => format.date(plan.ends_on, CALENDAR_DAY),
          },
          {
            id: 'status',
            header: t('office.col-status'),
            render: (plan) => (
              <Badge tone={STATUS_TONES[plan.status]}>{t(STATUS_KEYS[plan.status])}</Badge>
            ),
          },
          {
            id: 'actions',
            header: t('office.col-actions'),
            render: (plan) => (
              <div className="office-row-actions">
                {plan.status === 'frozen' ? (
                  <RowButton
                    label={t('office.sold-unfreeze')}
                    name={`${nameOf(plan)} ${plateText(plan.vehicle)}`}
                    isBusy={busy === plan.id}
                    onPress={() => void change(plan, () => api.unfreezeSoldPlan(plan.id))}
                  />
                ) : (
                  <RowButton
                    label={t('office.sold-freeze')}
                    name={`${nameOf(plan)} ${plateText(plan.vehicle)}`}
                    isBusy={busy === plan.id}
                    isDisabled={isOver(plan)}
                    onPress={() => void change(plan, () => api.freezeSoldPlan(plan.id))}
                  />
                )}
                <RowButton
                  label={t('office.sold-transfer')}
                  name={`${nameOf(plan)} ${plateText(plan.vehicle)}`}
                  isDisabled={isOver(plan)}
                  onPress={() => setMoving(plan)}
                />
                <RowButton
                  label={t('office.sold-cancel')}
                  name={`${nameOf(plan)} ${plateText(plan.vehicle)}`}
                  isDisabled={isOver(plan)}
                  onPress={() => setCancelling(plan)}
                />
              </div>
            ),
          },
        ]}
      />
      {moving !== null ? (
        <TransferDialog
          plan={moving}
          onClose={() => setMoving(null)}
          onSaved={() => {
            setMoving(null);
            sold.retry();
          }}
        />
      ) : null}
      {cancelling !== null ? (
        <CancelDialog
          plan={cancelling}
          onClose={() => setCancelling(null)}
          onSaved={() => {
            setCancelling(null);
            sold.retry();
          }}
        />
      ) : null}
    </section>
  );
}
