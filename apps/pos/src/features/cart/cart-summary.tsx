import { cartTotals, servicePercentageDisplay } from '@lamaa/domain';
import { Money, Spinner } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';

/**
 * The cart's figures: subtotal, service fee with its percentage to 1 decimal, shipping, the
 * discount as a negative line and the total, in AED. While pricing is stale it says "updating
 * prices" in a slot that is always reserved, so nothing moves when the server answers.
 */
export function CartSummary() {
  const t = useText();
  const cart = useCartActor();
  const source = useSelector(cart, (snapshot) => snapshot.context);
  const totals = cartTotals(source);
  // A coupon's discount comes only from the server (the local figures cannot know it), so its row
  // stays reserved while a coupon is set: the total then visibly adds up, and nothing jumps in.
  const coupon = source.coupon;
  const hasDiscountRow =
    totals.discountLine !== null || coupon !== null || totals.discountAmount > 0;
  const isUpdating =
    source.isStale && source.customerId !== null && source.carId !== null && source.error === null;
  return (
    <div className="pos-cart-summary">
      <p className="pos-cart-summary__status" role="status" aria-live="polite">
        {isUpdating ? (
          <>
            <Spinner size="sm" />
            <span>{t('pos.updating-prices')}</span>
          </>
        ) : null}
      </p>
      <dl className="pos-cart-summary__rows" aria-busy={isUpdating} data-testid="cart-totals">
        <div>
          <dt>{t('pos.subtotal')}</dt>
          <dd>
            <Money fils={totals.subtotal} />
          </dd>
        </div>
        <div>
          <dt>
            {t('pos.service-fee', { percent: servicePercentageDisplay(totals.servicePercentage) })}
          </dt>
          <dd>
            <Money fils={totals.servicePrice} />
          </dd>
        </div>
        <div>
          <dt>{t('pos.shipping')}</dt>
          <dd>
            <Money fils={totals.shippingPrice} />
          </dd>
        </div>
        {hasDiscountRow ? (
          <div>
            <dt>
              {totals.discountLine?.discount_type === 'percentage' ? (
                t('pos.discount-percent', { value: totals.discountLine.discount_value })
              ) : coupon !== null && totals.discountLine === null ? (
                <>
                  {t('pos.discount')} (<bdi>{coupon.code}</bdi>)
                </>
              ) : (
                t('pos.discount')
              )}
            </dt>
            <dd>
              <Money fils={totals.discountAmount} isNegative />
            </dd>
          </div>
        ) : null}
        {totals.vat !== null ? (
          <div>
            <dt>
              {t(totals.vat.prices_include_vat ? 'pos.vat-included' : 'pos.vat', {
                percent: totals.vat.rate_percent,
              })}
            </dt>
            <dd>
              <Money fils={totals.vat.vat_price} />
            </dd>
          </div>
        ) : null}
        <div className="pos-cart-summary__total">
          <dt>{t('pos.total')}</dt>
          <dd>
            <Money fils={totals.totalPrice} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
