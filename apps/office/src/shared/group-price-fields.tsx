import { CAR_GROUP_IDS } from '@lamaa/domain';
import { AmountField } from '@lamaa/ui';
import { GROUP_KEYS } from './car-group-label.js';
import type { GroupPriceText } from './group-prices.js';
import { useOfficeText } from './i18n/use-office-text.js';

/**
 * A price per car group side by side, each optional ("No Price" when empty); the server's and
 * the form's problems land on `${path}.${position}`, as the request's list is ordered.
 */
export function GroupPriceFields(props: {
  prices: GroupPriceText;
  onChange: (prices: GroupPriceText) => void;
  path: string;
  errorOf: (path: string) => { errorMessage?: string };
  /** A field's label from its car group's name, when the name alone says too little. */
  labelOf?: (group: string) => string;
}) {
  const t = useOfficeText();
  return (
    <div className="office-form__row">
      {CAR_GROUP_IDS.map((group, position) => (
        <AmountField
          key={group}
          label={props.labelOf?.(t(GROUP_KEYS[group])) ?? t(GROUP_KEYS[group])}
          description={t('office.no-price-hint')}
          value={props.prices[group]}
          onChange={(value) => props.onChange({ ...props.prices, [group]: value })}
          {...props.errorOf(`${props.path}.${position}`)}
        />
      ))}
    </div>
  );
}
