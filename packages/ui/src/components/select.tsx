import {
  Button as AriaButton,
  FieldError,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { FieldLabel } from './field-label.js';
import { ChevronDownIcon } from './icons/chevron-down-icon.js';
import './field.css';
import './list-box.css';

/** One choice of a Select or Combobox. */
export interface Option {
  readonly id: string;
  readonly label: string;
  readonly isDisabled?: boolean;
}

/** Props of Select. */
export interface SelectProps {
  label: string;
  options: readonly Option[];
  selectedId?: string | null;
  defaultSelectedId?: string;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  onSelectionChange?: (id: string) => void;
}

/** A labelled drop-down list of options, keyboard and screen-reader ready (React Aria). */
export function Select({
  label,
  options,
  selectedId,
  defaultSelectedId,
  placeholder,
  description,
  errorMessage,
  onSelectionChange,
  ...props
}: SelectProps) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      {...props}
      className="lm-field"
      placeholder={placeholder}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId}
      disabledKeys={disabledKeys}
      isInvalid={errorMessage !== undefined}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) onSelectionChange?.(String(key));
      }}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaButton className="lm-trigger">
        <SelectValue />
        <ChevronDownIcon />
      </AriaButton>
      {description !== undefined ? (
        <Text slot="description" className="lm-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="lm-field__error">{errorMessage}</FieldError>
      <Popover className="lm-popover">
        <ListBox className="lm-list-box" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="lm-list-box__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
