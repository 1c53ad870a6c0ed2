import { FieldError, Input, Text, TextField as AriaTextField } from 'react-aria-components';
import { FieldLabel } from './field-label.js';
import './field.css';

/** Props of TextField. */
export interface TextFieldProps {
  label: string;
  value?: string;
  defaultValue?: string;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url';
  placeholder?: string;
  description?: string;
  /** A message shown under the field; setting it marks the field invalid. */
  errorMessage?: string;
  maxLength?: number;
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  /** The on-screen keyboard to offer ('numeric' for a PIN). */
  inputMode?: 'numeric' | 'text';
  onChange?: (value: string) => void;
}

/** A labelled single-line text input with description and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputMode,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className="lm-field" isInvalid={errorMessage !== undefined}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className="lm-input" placeholder={placeholder} inputMode={inputMode} />
      {description !== undefined ? (
        <Text slot="description" className="lm-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="lm-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
