import { type CartLine, discountVisibility } from '@lamaa/domain';
import { Banner, Button, prefetchWhenIdle, useLocale } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useToasts } from '../../shared/toasts-context.js';
import { CartLineItem, QuantityField } from './cart-line-item.js';
import { useCartNotices } from './use-cart-notices.js';
import { useRevealNewLine } from './use-reveal-new-line.js';
import './cart-panel.css';

// The discount and coupon blocks and the remove confirmation load once the cart has something in it.
const DiscountBlock = retryableLazy(() =>
  import('./discount-block.js').then((module) => ({ default: module.DiscountBlock })),
);
const CouponBlock = retryableLazy(() =>
  import('./coupon-block.js').then((module) => ({ default: module.CouponBlock })),
);
const RemoveItemDialog = retryableLazy(() =>
  import('./remove-item-dialog.js').then((module) => ({ default: module.RemoveItemDialog })),
);
const ClearCartDialog = retryableLazy(() =>
  import('./clear-cart-dialog.js').then((module) => ({ default: module.ClearCartDialog })),
);

/**
 * The sidebar's cart: its lines (remove asks Remove / Keep Item, Clear cart asks Cancel / Clear
 * cart) and the discount or the coupon block (one at a time). The totals and the checkout sit
 * in the sidebar's footer, always in view.
 */
export function CartPanel() {
  const t = useText();
  const { language } = useLocale();
  const cart = useCartActor();
  const toasts = useToasts();
  useCartNotices();
  useEffect(() => prefetchWhenIdle([QuantityField.preload]), []);
  const lines = useSelector(cart, (snapshot) => snapshot.context.lines);
  const linesList = useRef<HTMLUListElement>(null);
  useRevealNewLine(linesList, lines.length);
  const hasCoupon = useSelector(cart, (snapshot) => snapshot.context.coupon !== null);
  const hasDiscount = useSelector(cart, (snapshot) => snapshot.context.discount !== null);
  const error = useSelector(cart, (snapshot) => snapshot.context.error);
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [isClearing, setIsClearing] = useState(false);
  const visibility = discountVisibility({ hasCoupon, hasDiscount });
  const removingName = removing ? removing.name?.[language] || removing.name?.en || '' : '';

  return (
    <section className="pos-panel pos-cart" aria-labelledby="cart-heading">
      <div className="pos-cart__head">
        <h2 id="cart-heading" className="pos-panel__title">
          {t('pos.cart')}
        </h2>
        {lines.length > 0 ? (
          <Button variant="ghost" size="sm" onPress={() => setIsClearing(true)}>
            {t('pos.clear-cart')}
          </Button>
        ) : null}
      </div>
      {lines.length === 0 ? (
        <p className="pos-cart__empty">{t('pos.cart-empty')}</p>
      ) : (
        <ul className="pos-cart__lines" ref={linesList}>
          {lines.map((line) => (
            <CartLineItem
              key={`${line.purchasable_type}-${line.purchasable_id}`}
              line={line}
              onRemove={setRemoving}
            />
          ))}
        </ul>
      )}
      {error ? (
        <Banner tone="error">
          {error.message ||
            t(
              error.code === 'cart.sync-rejected'
                ? 'api.sync-cart-failed'
                : 'api.sync-cart-with-server-failed',
            )}
        </Banner>
      ) : null}
      {lines.length > 0 ? (
        <LazyPartBoundary>
          {visibility.isDiscountVisible ? <DiscountBlock /> : null}
          {visibility.isCouponVisible ? <CouponBlock /> : null}
        </LazyPartBoundary>
      ) : null}
      {removing !== null ? (
        <LazyPartBoundary>
          <RemoveItemDialog
            name={removingName}
            onCancel={() => setRemoving(null)}
            onConfirm={() => {
              cart.send({
                type: 'cart.remove',
                ref: {
                  purchasable_type: removing.purchasable_type,
                  purchasable_id: removing.purchasable_id,
                },
              });
              toasts.success(t('toasts.item-removed'));
              setRemoving(null);
            }}
          />
        </LazyPartBoundary>
      ) : null}
      {isClearing ? (
        <LazyPartBoundary>
          <ClearCartDialog
            onCancel={() => setIsClearing(false)}
            onConfirm={() => {
              // The machine empties the lines at once and syncs the empty cart; a failed sync
              // shows as the cart's own error banner, like any other edit.
              cart.send({ type: 'cart.clear' });
              toasts.success(t('toasts.cart-cleared'));
              setIsClearing(false);
            }}
          />
        </LazyPartBoundary>
      ) : null}
    </section>
  );
}
