import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import './choice-group.css';

/** One option of a ChoiceGroup: its value and what the card shows. */
export interface ChoiceOption<Value extends string> {
  readonly value: Value;
  readonly label: ReactNode;
}

/** Props of ChoiceGroup. */
export interface ChoiceGroupProps<Value extends string> {
  readonly label: ReactNode;
  readonly options: readonly ChoiceOption<Value>[];
  readonly value: Value | null;
  /** Told the chosen option's value, never a string outside the options. */
  readonly onChange: (value: Value) => void;
  readonly isDisabled?: boolean;
  readonly isInvalid?: boolean;
  /** The arrow keys' direction; the cards wrap in a row either way unless `isColumn`. */
  readonly orientation?: 'horizontal' | 'vertical';
  /** One card a line (long options such as vaults with their balance). */
  readonly isColumn?: boolean;
  /** A screen's own class beside `pos-choice`, for its layout. */
  readonly className?: string;
}

/**
 * A labelled radio group whose options are cards (the payment method, full or partial, the
 * refund's reason, the location, the vault): one look, focus ring and invalid state for all,
 * and the chosen value handed back as one of the options' own values.
 */
export function ChoiceGroup<Value extends string>({
  label,
  options,
  value,
  onChange,
  isDisabled = false,
  isInvalid = false,
  orientation = 'vertical',
  isColumn = false,
  className,
}: ChoiceGroupProps<Value>) {
  return (
    <RadioGroup
      orientation={orientation}
      className={className === undefined ? 'pos-choice' : `pos-choice ${className}`}
      value={value}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      onChange={(chosen) => {
        const found = options.find((option) => option.value === chosen);
        if (found !== undefined) onChange(found.value);
      }}
    >
      <Label className="pos-choice__label">{label}</Label>
      <div
        className={
          isColumn ? 'pos-choice__options pos-choice__options--column' : 'pos-choice__options'
        }
      >
        {options.map((option) => (
          <Radio key={option.value} className="pos-choice__option" value={option.value}>
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
