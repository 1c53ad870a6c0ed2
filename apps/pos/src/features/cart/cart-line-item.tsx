import { type CartLine, filsToAed, type LineRef, parseAedInput } from '@lamaa/domain';
import { AmountField, Button, IconButton, Money, useLocale } from '@lamaa/ui';
import { memo, useState } from 'react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { LazyPartBoundary } from '../../shared/lazy/lazy-part-boundary.js';
import { retryableLazy } from '../../shared/lazy/retryable-lazy.js';
import { useSaleActor } from '../../shared/sale/sale-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { useToasts } from '../../shared/toasts-context.js';
import { LinePlan } from './line-plan.js';

/**
 * A product's quantity field, with React Aria's number field (6.6 KB gzip): not in the
 * first load, where the cart is empty; the cart fetches it once the browser is idle.
 */
export const QuantityField = retryableLazy(() =>
  import('./quantity-field.js').then((module) => ({ default: module.QuantityField })),
);

/** Props of CartLineItem. */
export interface CartLineItemProps {
  readonly line: CartLine;
  /** Asks for the Remove / Keep Item confirmation. */
  readonly onRemove: (line: CartLine) => void;
}

/** One cart line: name, options, quantity (services and plans fixed at 1), the add-on price edit and remove. */
export const CartLineItem = memo(function CartLineItem({ line, onRemove }: CartLineItemProps) {
  const t = useText();
  const { language } = useLocale();
  const cart = useCartActor();
  const sale = useSaleActor();
  const toasts = useToasts();
  // The field shows the add-on price in force (empty before one is set) and keeps it once saved.
  const [price, setPrice] = useState(() =>
    line.add_ons_price === null ? '' : String(filsToAed(line.add_ons_price)),
  );
  const ref: LineRef = {
    purchasable_type: line.purchasable_type,
    purchasable_id: line.purchasable_id,
  };
  const name = line.name?.[language] || line.name?.en || `#${line.purchasable_id}`;
  // A line a plan pays costs nothing; the plan's own line below says so.
  const isPaidByPlan = Boolean(line.entitlement_id) && line.payload?.redemption?.applied === true;
  const unit = isPaidByPlan ? 0 : (line.add_ons_price ?? line.price);
  const savePrice = () => {
    const parsed = parseAedInput(price);
    // An unreadable price goes to the machine as 0, which it refuses with 'Please enter a valid price'.
    cart.send({ type: 'cart.price-change', ref, price: parsed.ok ? parsed.value : 0 });
    // A price below the list waits for a manager's PIN in the sale: nothing is updated yet.
    if (sale.getSnapshot().matches('approving')) return;
    if (cart.getSnapshot().context.rejection === null) toasts.success(t('toasts.price-updated'));
  };
  return (
    <li className="pos-cart-line" data-testid="cart-line">
      <div className="pos-cart-line__head">
        <span className="pos-cart-line__name">{name}</span>
        <Money fils={unit * line.quantity} />
        <IconButton
          label={t('pos.remove-item', { name })}
          icon="×"
          onPress={() => onRemove(line)}
        />
      </div>
      {line.selectedOptions.length > 0 ? (
        <ul className="pos-cart-line__options">
          {line.selectedOptions.map((option) => (
            <li key={option.id}>
              {option.name?.[language] || option.name?.en}{' '}
              {/* An add-on's own price replaces its option's list price. */}
              <Money fils={line.is_add_ons ? (line.add_ons_price ?? option.price) : option.price} />
            </li>
          ))}
        </ul>
      ) : null}
      <LinePlan line={line} lineRef={ref} />
      {line.purchasable_type === 'service' || line.purchasable_type === 'plan' ? null : (
        <LazyPartBoundary>
          <QuantityField
            quantity={line.quantity}
            onChange={(quantity) => cart.send({ type: 'cart.quantity-change', ref, quantity })}
          />
        </LazyPartBoundary>
      )}
      {line.is_add_ons ? (
        <div className="pos-cart-line__price">
          <AmountField label={t('pos.add-on-price')} value={price} onChange={setPrice} />
          <Button size="sm" variant="secondary" onPress={savePrice}>
            {t('pos.save-price')}
          </Button>
        </div>
      ) : null}
    </li>
  );
});
