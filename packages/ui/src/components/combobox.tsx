import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError,
  Group,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useMessages } from '../i18n/use-messages.js';
import { FieldLabel } from './field-label.js';
import { ChevronDownIcon } from './icons/chevron-down-icon.js';
import type { Option } from './select.js';
import './field.css';
import './list-box.css';

/** Props of Combobox. */
export interface ComboboxProps {
  label: string;
  options: readonly Option[];
  selectedId?: string | null;
  placeholder?: string;
  description?: string;
  errorMessage?: string;
  /** Shown when nothing matches, e.g. t('empty.no-customers'); defaults to "No results". */
  emptyMessage?: string;
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  onSelectionChange?: (id: string | null) => void;
  /** Receives the typed text, for server-side search (debounce it in the caller). */
  onInputChange?: (text: string) => void;
}

/**
 * A searchable list: type to filter (locale-aware, accents ignored), arrows to move,
 * Enter to pick, with an empty state when nothing matches.
 */
export function Combobox({
  label,
  options,
  selectedId,
  placeholder,
  description,
  errorMessage,
  emptyMessage,
  onSelectionChange,
  onInputChange,
  ...props
}: ComboboxProps) {
  const t = useMessages();
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <AriaComboBox
      {...props}
      className="lm-field"
      defaultFilter={contains}
      selectedKey={selectedId}
      onInputChange={onInputChange}
      isInvalid={errorMessage !== undefined}
      allowsEmptyCollection
      menuTrigger="focus"
      onSelectionChange={(key: Key | null) =>
        onSelectionChange?.(key === null ? null : String(key))
      }
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className="lm-combobox__group">
        <Input className="lm-input" placeholder={placeholder} />
        <AriaButton className="lm-combobox__button">
          <ChevronDownIcon />
        </AriaButton>
      </Group>
      {description !== undefined ? (
        <Text slot="description" className="lm-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="lm-field__error">{errorMessage}</FieldError>
      <Popover className="lm-popover">
        <ListBox
          className="lm-list-box"
          items={options}
          renderEmptyState={() => (
            <div className="lm-list-box__empty">{emptyMessage ?? t('common.no-results')}</div>
          )}
        >
          {(option) => (
            <ListBoxItem id={option.id} className="lm-list-box__item" textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
