import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  NumberField as AriaNumberField,
  Text,
} from 'react-aria-components';
import { FieldLabel } from './field-label.js';
import './field.css';
import './number-field.css';

/** Props of NumberField. */
export interface NumberFieldProps {
  label: string;
  value?: number;
  defaultValue?: number;
  name?: string;
  minValue?: number;
  maxValue?: number;
  step?: number;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  onChange?: (value: number) => void;
}

/**
 * A number input with − and + steppers, locale-aware parsing and arrow-key stepping
 * (quantities, years). React Aria names the steppers in the current language.
 */
export function NumberField({ label, description, errorMessage, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className="lm-field" isInvalid={errorMessage !== undefined}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className="lm-number-field__group">
        <AriaButton slot="decrement" className="lm-number-field__step">
          −
        </AriaButton>
        <Input className="lm-input lm-input--numeric lm-number-field__input" />
        <AriaButton slot="increment" className="lm-number-field__step">
          +
        </AriaButton>
      </Group>
      {description !== undefined ? (
        <Text slot="description" className="lm-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="lm-field__error">{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
