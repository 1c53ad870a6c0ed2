import { refusalKey, Select } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useSaleActor } from '../../shared/sale/sale-context.js';
import { useToasts } from '../../shared/toasts-context.js';
import { useCoupons } from './use-coupons.js';

const NO_COUPON = 'none';

/**
 * The coupon block: the coupons of /pos/coupons and "No coupon". A choice goes to the sale,
 * whose coupon flow keeps it pending while no customer or vehicle is chosen and checks it
 * through the cart's own call (is_valid_coupon): applied, or refused with the reasons.
 */
export function CouponBlock() {
  const t = useText();
  const sale = useSaleActor();
  const cart = useCartActor();
  const toasts = useToasts();
  const coupons = useCoupons();
  const coupon = useSelector(sale, (snapshot) => snapshot.context.coupon);
  useEffect(() => {
    let last = coupon.getSnapshot().context.notice;
    const subscription = coupon.subscribe((snapshot) => {
      const { notice } = snapshot.context;
      if (notice === last) return;
      last = notice;
      if (notice === null) return;
      if (notice.code === 'coupon.applied') {
        toasts.success(t('toasts.coupon-applied', { code: notice.params.name }));
      } else if (notice.code === 'coupon.invalid') {
        // The reasons are shown in the interface language, from their codes when sent.
        const reasons =
          notice.reasonCodes.length > 0
            ? notice.reasonCodes.map((reason) => t(refusalKey(reason.code), reason.params))
            : notice.reasons;
        toasts.error(reasons.length > 0 ? reasons.join(', ') : t('errors.invalid-coupon'));
      } else if (notice.code === 'coupon.removed') {
        toasts.info(t('toasts.coupon-removed'));
      }
    });
    return () => subscription.unsubscribe();
  }, [coupon, toasts, t]);
  // The block unmounts while the cart is empty; a coupon the cart still holds is shown again.
  const cartCoupon = useSelector(cart, (snapshot) => snapshot.context.coupon);
  const chosen = useSelector(coupon, (snapshot) => snapshot.context.coupon) ?? cartCoupon;
  const isPending = useSelector(coupon, (snapshot) => snapshot.matches('pending'));
  const isChecking = useSelector(coupon, (snapshot) => snapshot.matches('validating'));
  const options = [
    { id: NO_COUPON, label: t('pos.no-coupon') },
    ...coupons.map((item) => ({ id: String(item.id), label: item.code })),
  ];
  return (
    <div className="pos-cart-block">
      <Select
        label={t('pos.coupon')}
        options={options}
        selectedId={chosen === null ? NO_COUPON : String(chosen.id)}
        onSelectionChange={(id) => {
          const picked = coupons.find((item) => String(item.id) === id);
          // "No coupon" while none is set changes nothing (no 'Coupon removed').
          if (picked === undefined && chosen === null) return;
          sale.send({
            type: 'sale.coupon-select',
            coupon: picked ? { code: picked.code, id: picked.id } : null,
          });
        }}
        {...(isPending
          ? { description: t('pos.coupon-pending') }
          : isChecking
            ? { description: t('pos.coupon-checking') }
            : {})}
      />
    </div>
  );
}
