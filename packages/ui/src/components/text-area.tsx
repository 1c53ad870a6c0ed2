import { useState } from 'react';
import {
  FieldError,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
} from 'react-aria-components';
import { useFormat } from '../i18n/use-format.js';
import { useMessages } from '../i18n/use-messages.js';
import { FieldLabel } from './field-label.js';
import './field.css';

/** Props of TextArea. */
export interface TextAreaProps {
  label: string;
  value?: string;
  defaultValue?: string;
  name?: string;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  /**
   * The character limit; the counter shows "used of max" (docs/product/checkout.md: address
   * max 500).
   */
  maxLength: number;
  rows?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  onChange?: (value: string) => void;
}

/** A labelled multi-line input with a live character counter. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxLength,
  ...props
}: TextAreaProps) {
  const t = useMessages();
  const format = useFormat();
  const [uncontrolled, setUncontrolled] = useState(props.defaultValue ?? '');
  const text = props.value ?? uncontrolled;
  const handleChange = (next: string) => {
    setUncontrolled(next);
    props.onChange?.(next);
  };
  return (
    <AriaTextField
      {...props}
      onChange={handleChange}
      maxLength={maxLength}
      className="lm-field"
      isInvalid={errorMessage !== undefined}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea className="lm-input" placeholder={placeholder} rows={rows} />
      <div className="lm-field__row">
        {description !== undefined ? (
          <Text slot="description" className="lm-field__description">
            {description}
          </Text>
        ) : (
          <span />
        )}
        <span className="lm-field__counter" aria-live="polite">
          {t('common.characters-used', {
            count: format.number(text.length),
            max: format.number(maxLength),
          })}
        </span>
      </div>
      <FieldError className="lm-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
