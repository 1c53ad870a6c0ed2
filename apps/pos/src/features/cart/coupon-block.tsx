import {
  buildCartSyncRequest,
  type CouponValidity,
  couponMachine,
  type SelectedCoupon,
} from '@lamaa/domain';
import { refusalKey, Select } from '@lamaa/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useApi } from '../../shared/api/api-context.js';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useToasts } from '../../shared/toasts-context.js';
import { useCurrent } from '../../shared/i18n/use-current.js';
import { useCoupons } from './use-coupons.js';

const NO_COUPON = 'none';

/**
 * The coupon block: the coupons of /pos/coupons and "No coupon"; a choice is validated against
 * the server (the cart call's is_valid_coupon) through the domain's coupon machine, kept pending
 * while no customer or vehicle is chosen, applied to the cart or refused with the reasons.
 */
export function CouponBlock() {
  const t = useText();
  // The actor outlives a language change; it reads the current translator through the ref.
  const text = useCurrent(t);
  const api = useApi();
  const cart = useCartActor();
  const toasts = useToasts();
  const coupons = useCoupons();
  const hasCustomer = useSelector(cart, (snapshot) => snapshot.context.customerId !== null);
  const hasVehicle = useSelector(cart, (snapshot) => snapshot.context.carId !== null);
  const coupon = useActorRef(
    couponMachine.provide({
      actors: {
        validateCoupon: fromPromise<CouponValidity, SelectedCoupon>(async ({ input }) => {
          const { customerId, carId, lines } = cart.getSnapshot().context;
          if (customerId === null || carId === null) return { value: false, reasons: [] };
          const result = await api.syncCart(
            buildCartSyncRequest({ customerId, carId, lines, discount: null, coupon: input }),
          );
          if (result.error) throw new Error('coupon check failed');
          const validity = result.data.is_valid_coupon ?? {
            value: result.data.success,
            reasons: [],
          };
          // The reasons are shown in the interface language, from their codes when sent.
          const coded = validity.reason_codes ?? [];
          return coded.length > 0
            ? {
                ...validity,
                reasons: coded.map((reason) =>
                  text.current(refusalKey(reason.code), reason.params),
                ),
              }
            : validity;
        }),
      },
    }),
    { input: { hasCustomer, hasVehicle } },
  );
  useEffect(() => {
    coupon.send({ type: 'coupon.selection-change', hasCustomer, hasVehicle });
  }, [coupon, hasCustomer, hasVehicle]);
  useEffect(() => {
    let last = coupon.getSnapshot().context.notice;
    const subscription = coupon.subscribe((snapshot) => {
      const { notice, coupon: chosen } = snapshot.context;
      if (notice === last) return;
      last = notice;
      if (notice === null) return;
      if (notice.code === 'coupon.applied' && chosen !== null) {
        cart.send({ type: 'cart.coupon-set', coupon: chosen });
        toasts.success(t('toasts.coupon-applied', { code: notice.params.name }));
      } else if (notice.code === 'coupon.invalid') {
        if (cart.getSnapshot().context.coupon !== null) cart.send({ type: 'cart.coupon-clear' });
        toasts.error(
          notice.reasons.length > 0 ? notice.reasons.join(', ') : t('errors.invalid-coupon'),
        );
      } else if (notice.code === 'coupon.removed') {
        if (cart.getSnapshot().context.coupon !== null) cart.send({ type: 'cart.coupon-clear' });
        toasts.info(t('toasts.coupon-removed'));
      }
    });
    return () => subscription.unsubscribe();
  }, [coupon, cart, toasts, t]);
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
          coupon.send({
            type: 'coupon.select',
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
