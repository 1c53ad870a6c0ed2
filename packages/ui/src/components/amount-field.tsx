import { useState } from 'react';
import { FieldError, Input, Text, TextField as AriaTextField } from 'react-aria-components';
import { sanitizeAmountInput } from '@lamaa/domain';
import { useFormat } from '../i18n/use-format.js';
import { FieldLabel } from './field-label.js';
import './field.css';

/** Props of AmountField. */
export interface AmountFieldProps {
  label: string;
  /** The typed text, already cleaned to digits and one decimal point. */
  value?: string;
  defaultValue?: string;
  name?: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Receives the cleaned text; read it with the domain's parseAedInput. */
  onChange?: (value: string) => void;
}

/**
 * An AED amount input, labelled with the currency as the screen's amounts write it, that keeps only digits, one decimal point and a leading minus (to be
 * refused where it is checked) while typing (the domain's sanitizeAmountInput), with a
 * decimal keypad on tablets.
 */
export function AmountField({ label, description, errorMessage, ...props }: AmountFieldProps) {
  const { moneyUnit } = useFormat();
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const text = props.value ?? uncontrolled;
  const handleChange = (typed: string) => {
    const cleaned = sanitizeAmountInput(typed);
    setUncontrolled(cleaned);
    props.onChange?.(cleaned);
  };
  return (
    <AriaTextField
      name={props.name}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      value={text}
      onChange={handleChange}
      className="lm-field"
      isInvalid={errorMessage !== undefined}
      inputMode="decimal"
    >
      <FieldLabel isRequired={props.isRequired}>
        {label} ({moneyUnit})
      </FieldLabel>
      <Input className="lm-input lm-input--numeric" />
      {description !== undefined ? (
        <Text slot="description" className="lm-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="lm-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
