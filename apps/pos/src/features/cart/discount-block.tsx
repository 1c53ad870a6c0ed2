import { type CartDiscount, validateDiscountInput } from '@lamaa/domain';
import { Button, Select, TextField } from '@lamaa/ui';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useCartActor } from '../../shared/cart/cart-context.js';
import { useText } from '../../shared/i18n/use-text.js';
import { refusalText } from './refusal-text.js';

/**
 * The manual discount: percentage or fixed AED, checked by the domain (a value above 0, at most
 * 100%, customer and vehicle first); once applied it can be removed. A discount the business's
 * approval rules call large waits for a manager's PIN in the sale (its dialog is the sale's).
 */
export function DiscountBlock() {
  const t = useText();
  const cart = useCartActor();
  const discount = useSelector(cart, (snapshot) => snapshot.context.discount);
  const hasCustomer = useSelector(cart, (snapshot) => snapshot.context.customerId !== null);
  const hasVehicle = useSelector(cart, (snapshot) => snapshot.context.carId !== null);
  const [type, setType] = useState<CartDiscount['type']>('percentage');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (discount !== null) {
    return (
      <div className="pos-cart-block">
        <Button
          variant="outline"
          size="sm"
          onPress={() => {
            cart.send({ type: 'cart.discount-clear' });
            setValue('');
          }}
        >
          {t('pos.remove-discount')}
        </Button>
      </div>
    );
  }
  const apply = () => {
    const checked = validateDiscountInput({ type, value, hasCustomer, hasVehicle });
    if (!checked.ok) {
      setError(refusalText(t, checked));
      return;
    }
    setError(null);
    cart.send({ type: 'cart.discount-set', discount: checked.value });
  };
  return (
    <form
      className="pos-cart-block"
      aria-label={t('pos.discount')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Select
        label={t('pos.discount-type')}
        options={[
          { id: 'percentage', label: t('pos.percentage') },
          { id: 'fixed', label: t('pos.fixed') },
        ]}
        selectedId={type}
        onSelectionChange={(id) => setType(id === 'fixed' ? 'fixed' : 'percentage')}
      />
      <TextField
        label={t('pos.discount-value')}
        name="discount"
        value={value}
        onChange={setValue}
        {...(error === null ? {} : { errorMessage: error })}
      />
      <Button type="submit" variant="secondary" size="sm">
        {t('pos.apply-discount')}
      </Button>
    </form>
  );
}
