import type { OfficeCoupon } from '@lamaa/api-client';
import { couponWithinReach, filsToAed } from '@lamaa/domain';
import { Badge, Banner, Button, DataTable, EmptyState, Money, useLoader } from '@lamaa/ui';
import { useState } from 'react';
import { useOfficeText } from '../../shared/i18n/use-office-text.js';
import { editColumn } from '../../shared/list-columns.js';
import { useOfficeServices } from '../../shared/office-services.js';
import { actorOf, useUser } from '../../shared/session/auth-context.js';
import { CouponDialog } from './coupon-dialog.js';
import '../../shared/office-page.css';

/**
 * /office/coupons (the owner and managers): the coupons they reach, archived ones too, with Add
 * and Edit; a manager sees the business-wide ones that apply at their branch, not to change.
 */
export function CouponsPage() {
  const t = useOfficeText();
  const actor = actorOf(useUser());
  const { api } = useOfficeServices();
  const coupons = useLoader('office-coupons', null, (_, signal) => api.listOfficeCoupons(signal));
  const [editing, setEditing] = useState<OfficeCoupon | null | undefined>(undefined);
  const limit = (count: number | null) => (count === null ? t('office.coupon-unlimited') : count);
  const days = (coupon: OfficeCoupon) => {
    const { valid_from: from, valid_to: to } = coupon;
    if (from && to) return t('office.coupon-from-to', { from, to });
    if (from) return t('office.coupon-from', { from });
    if (to) return t('office.coupon-until', { to });
    return t('office.coupon-any-day');
  };
  return (
    <section className="office-page" aria-labelledby="coupons-title">
      <header className="office-page__header">
        <div>
          <h1 id="coupons-title" className="office-page__title">
            {t('office.coupons-title')}
          </h1>
          <p className="office-page__intro">{t('office.coupons-intro')}</p>
        </div>
        <Button variant="primary" onPress={() => setEditing(null)}>
          {t('office.add-coupon')}
        </Button>
      </header>
      {coupons.hasFailed && coupons.data ? (
        <Banner tone="error" onRetry={coupons.retry}>
          {t('office.load-failed')}
        </Banner>
      ) : null}
      <DataTable
        label={t('office.coupons-title')}
        rows={coupons.data ?? []}
        isLoading={coupons.isLoading}
        {...(coupons.hasFailed && !coupons.data
          ? { errorMessage: t('office.load-failed'), onRetry: coupons.retry }
          : {})}
        emptyState={<EmptyState title={t('office.no-coupons')} />}
        columns={[
          {
            id: 'code',
            header: t('office.coupon-code'),
            isRowHeader: true,
            render: (coupon) => <bdi>{coupon.code}</bdi>,
          },
          {
            id: 'value',
            header: t('office.coupon-col-value'),
            render: (coupon) => (
              <>
                {coupon.type === 'Percentage' ? (
                  t('office.coupon-percent-of', { value: filsToAed(coupon.value) })
                ) : (
                  <Money fils={coupon.value} />
                )}
                {coupon.minimum_total > 0 ? (
                  <div className="office-page__intro">
                    {t('office.coupon-minimum-text', { amount: filsToAed(coupon.minimum_total) })}
                  </div>
                ) : null}
              </>
            ),
          },
          { id: 'days', header: t('office.coupon-col-days'), render: days },
          {
            id: 'uses',
            header: t('office.coupon-col-uses'),
            render: (coupon) =>
              t('office.coupon-uses-text', {
                total: limit(coupon.total_uses),
                each: limit(coupon.uses_per_customer),
              }),
          },
          {
            id: 'status',
            header: t('office.col-status'),
            render: (coupon) =>
              coupon.is_archived ? (
                <Badge tone="neutral">{t('office.archived')}</Badge>
              ) : coupon.is_active ? (
                <Badge tone="green">{t('office.active')}</Badge>
              ) : (
                <Badge tone="neutral">{t('office.coupon-switched-off')}</Badge>
              ),
          },
          editColumn<OfficeCoupon>(
            t,
            (coupon) => coupon.code,
            (coupon) => setEditing(coupon),
            (coupon) =>
              actor !== null && couponWithinReach(actor, coupon.branch_ids)
                ? null
                : t('office.coupon-beyond-reach'),
          ),
        ]}
      />
      {editing !== undefined ? (
        <CouponDialog
          coupon={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            coupons.retry();
          }}
        />
      ) : null}
    </section>
  );
}
