import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton, Input, SearchField } from 'react-aria-components';
import { SEARCH_DEBOUNCE_MS } from '@lamaa/domain';
import { useMessages } from '../i18n/use-messages.js';
import { createDebouncer, type Debouncer } from './debouncer.js';
import { CloseIcon } from './icons/close-icon.js';
import { SearchIcon } from './icons/search-icon.js';
import './search-input.css';

/** Props of SearchInput. */
export interface SearchInputProps {
  /** The accessible name (the visible cue is the placeholder and the icon). */
  label: string;
  placeholder?: string;
  defaultValue?: string;
  /** Wait after the last keystroke: 300 ms for catalogue and customers, 500 ms for orders. */
  debounceMs?: number;
  isDisabled?: boolean;
  /** The search text, once typing pauses; '' at once when cleared. */
  onSearch: (text: string) => void;
  /** The text at every keystroke, before the debounce (what the person sees in the box). */
  onType?: (text: string) => void;
  /** Called when the clear button or Escape empties the field (orders go back to page 1). */
  onClear?: () => void;
  /** Takes focus when it appears (the customer search right after signing in). */
  autoFocus?: boolean;
}

/**
 * A search box that reports its text after a debounce, with a clear button; Escape
 * also clears it.
 * @example <SearchInput label="Search orders" debounceMs={ORDER_SEARCH_DEBOUNCE_MS} onSearch={setQuery} />
 */
export function SearchInput({
  label,
  placeholder,
  defaultValue = '',
  debounceMs = SEARCH_DEBOUNCE_MS,
  isDisabled,
  onSearch,
  onType,
  onClear,
  autoFocus,
}: SearchInputProps) {
  const t = useMessages();
  const [text, setText] = useState(defaultValue);
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);
  // Made after mount, so no render reads the ref the debouncer calls; unmounting drops a
  // pending search.
  const debouncer = useRef<Debouncer<string> | null>(null);
  useEffect(() => {
    const current = createDebouncer<string>(debounceMs, (next) => latest.current(next));
    debouncer.current = current;
    return current.cancel;
  }, [debounceMs]);

  const handleChange = (next: string) => {
    setText(next);
    onType?.(next);
    debouncer.current?.schedule(next);
  };
  const handleClear = () => {
    debouncer.current?.cancel();
    setText('');
    onType?.('');
    latest.current('');
    onClear?.();
  };

  return (
    <SearchField
      aria-label={label}
      value={text}
      onChange={handleChange}
      onClear={handleClear}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      className="lm-search"
    >
      <span className="lm-search__icon" aria-hidden="true">
        <SearchIcon />
      </span>
      <Input className="lm-search__input" placeholder={placeholder} />
      {text !== '' ? (
        <AriaButton className="lm-search__clear" aria-label={t('common.clear-search')}>
          <CloseIcon />
        </AriaButton>
      ) : null}
    </SearchField>
  );
}
