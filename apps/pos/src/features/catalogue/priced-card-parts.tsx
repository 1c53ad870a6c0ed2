import { Button, Money } from '@lamaa/ui';
import type { Text } from '../../shared/i18n/use-text.js';

/** Props of the priced parts of a package's or a plan's card. */
export interface PricedCardProps {
  readonly hasVehicle: boolean;
  /** The price for the chosen car's group, null when the group has none. */
  readonly price: number | null;
  readonly t: Text;
}

/** The card's price for the chosen car's group, or No Price. */
export function CardPrice({ price, t }: Omit<PricedCardProps, 'hasVehicle'>) {
  return price !== null ? <Money fils={price} /> : <span>{t('pos.no-price')}</span>;
}

/**
 * The card's button: Select Car until a vehicle is chosen, No Price (disabled) when its group has
 * no price, else Add to Cart. Out of the tab order: the card's cell takes Enter.
 */
export function CardAddButton({
  hasVehicle,
  price,
  t,
  onAdd,
}: PricedCardProps & { onAdd: () => void }) {
  const label = !hasVehicle
    ? t('pos.select-car')
    : price === null
      ? t('pos.no-price')
      : t('pos.add-to-cart');
  return (
    <Button
      excludeFromTabOrder
      size="sm"
      variant={hasVehicle && price !== null ? 'primary' : 'secondary'}
      isDisabled={hasVehicle && price === null}
      onPress={onAdd}
    >
      {label}
    </Button>
  );
}
