import { lineQuantityProblem, MAX_CART_LINE_QUANTITY } from '@lamaa/domain';
import { NumberField, useFormat } from '@lamaa/ui';
import { useState } from 'react';
import { useText } from '../../shared/i18n/use-text.js';

/**
 * A line's quantity. No step rounding and no clamping at the top: a fraction or too large a
 * number stays as typed with a message on the field, and the cart keeps its quantity.
 */
export function QuantityField(props: { quantity: number; onChange: (quantity: number) => void }) {
  const t = useText();
  const format = useFormat();
  const [refused, setRefused] = useState<number | null>(null);
  // A quantity the cart takes from elsewhere (the same product added again) replaces it.
  const [taken, setTaken] = useState(props.quantity);
  if (taken !== props.quantity) {
    setTaken(props.quantity);
    setRefused(null);
  }
  return (
    <NumberField
      label={t('pos.quantity')}
      minValue={0}
      value={refused ?? props.quantity}
      {...(refused === null
        ? {}
        : {
            errorMessage: t('pos.quantity-invalid', {
              max: format.number(MAX_CART_LINE_QUANTITY),
            }),
          })}
      onChange={(quantity) => {
        if (lineQuantityProblem(quantity) !== null) {
          setRefused(quantity);
          return;
        }
        setRefused(null);
        props.onChange(quantity);
      }}
    />
  );
}
