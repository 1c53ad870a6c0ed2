import { cartPageType } from '@lamaa/domain';
import { ConfirmDialog } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useLocale } from '@lamaa/ui';
import { useText } from '../../shared/i18n/use-text.js';

/**
 * The clear-cart-on-page-switch confirmation (Cancel / Clear Cart & Continue) listing the last
 * 3 items and how many more the cart holds; Cancel goes back to the catalogue the cart belongs to.
 */
export function PageSwitchDialog() {
  const t = useText();
  const { language } = useLocale();
  const cart = useCartActor();
  const navigate = useNavigate();
  const pending = useSelector(cart, (snapshot) => snapshot.context.pendingPageSwitch);
  const onCancel = () => {
    const kind = cartPageType(cart.getSnapshot().context.lines);
    cart.send({ type: 'cart.page-cancel' });
    if (kind !== null) void navigate(`/${kind}s`);
  };
  return (
    <ConfirmDialog
      kind="clear-cart"
      title={t('pos.clear-cart-title')}
      isOpen={pending !== null}
      onConfirm={() => cart.send({ type: 'cart.page-confirm' })}
      onCancel={onCancel}
    >
      <p>{t('pos.clear-cart-body')}</p>
      <ul>
        {(pending?.preview ?? []).map((line) => (
          <li key={`${line.purchasable_type}-${line.purchasable_id}`}>
            {line.name?.[language] || line.name?.en}
          </li>
        ))}
      </ul>
      {pending && pending.more > 0 ? (
        <p>{t('pos.clear-cart-more', { count: pending.more })}</p>
      ) : null}
    </ConfirmDialog>
  );
}
