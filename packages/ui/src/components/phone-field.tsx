import { useMemo, useState } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  TextField as AriaTextField,
  type Key,
} from 'react-aria-components';
import {
  checkPhone,
  DEFAULT_PHONE_COUNTRY,
  type Language,
  phoneCountries,
  type PhoneCountry,
} from '@lamaa/domain';
import { intlLocaleOf } from '../i18n/language.js';
import { useLocale } from '../i18n/use-locale.js';
import { useMessages } from '../i18n/use-messages.js';
import { FieldLabel } from './field-label.js';
import { FlagImage } from './flag-image.js';
import { ChevronDownIcon } from './icons/chevron-down-icon.js';
import './field.css';
import './list-box.css';
import './phone-field.css';

/** Props of PhoneField. */
export interface PhoneFieldProps {
  /** The phone number's label, e.g. "Phone Number". */
  label: string;
  /** The country select's label, e.g. "Country Code". */
  countryLabel: string;
  phone: string;
  /** Two-letter code; AE by default. */
  country?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** A message from outside (the form's check or the server); replaces the validity message. */
  errorMessage?: string;
  /** The country select's message from outside, e.g. "Country code is required". */
  countryErrorMessage?: string;
  onPhoneChange: (phone: string) => void;
  onCountryChange: (country: string) => void;
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the language on screen (Intl's region names for en-AE or ar-AE). */
function countryNameOf(code: string, language: Language): string | undefined {
  let names = regionNames.get(language);
  if (names === undefined) {
    names = new Intl.DisplayNames([intlLocaleOf(language)], { type: 'region' });
    regionNames.set(language, names);
  }
  return names.of(code);
}

/** The country list once per language: Gulf six pinned first (the domain's phoneCountries). */
function useCountries(language: Language): readonly PhoneCountry[] {
  return useMemo(() => phoneCountries((code) => countryNameOf(code, language)), [language]);
}

/**
 * A country select (flag image, name in the language on screen, code, dial code; AE, SA, QA,
 * KW, BH, OM first) beside a phone input; validity comes from the domain's checkPhone and shows
 * once the input loses focus.
 */
export function PhoneField({
  label,
  countryLabel,
  phone,
  country = DEFAULT_PHONE_COUNTRY,
  isRequired,
  isDisabled,
  errorMessage,
  countryErrorMessage,
  onPhoneChange,
  onCountryChange,
}: PhoneFieldProps) {
  const t = useMessages();
  const { language } = useLocale();
  const countries = useCountries(language);
  const [isTouched, setTouched] = useState(false);
  const checked = checkPhone(phone, country);
  const isInvalid = errorMessage !== undefined || (isTouched && phone.trim() !== '' && !checked.ok);
  const message = errorMessage ?? (isInvalid ? t('common.phone-invalid') : undefined);
  const selected = countries.find((entry) => entry.code === country);

  return (
    <div className="lm-phone-field">
      <AriaSelect
        className="lm-field lm-phone-field__country"
        selectedKey={country}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={countryErrorMessage !== undefined}
        onSelectionChange={(key: Key | null) => {
          if (key !== null) onCountryChange(String(key));
        }}
      >
        <FieldLabel isRequired={isRequired}>{countryLabel}</FieldLabel>
        <AriaButton className="lm-trigger">
          <SelectValue>
            {selected !== undefined ? (
              <span className="lm-phone-field__value">
                <FlagImage code={selected.code} /> {selected.code} <bdi>{selected.dialCode}</bdi>
              </span>
            ) : null}
          </SelectValue>
          <ChevronDownIcon />
        </AriaButton>
        <Popover className="lm-popover lm-phone-field__popover">
          <ListBox className="lm-list-box" items={countries}>
            {(entry) => (
              <ListBoxItem
                id={entry.code}
                className="lm-list-box__item"
                textValue={`${entry.name} ${entry.code} ${entry.dialCode}`}
              >
                <FlagImage code={entry.code} />
                <span className="lm-phone-field__name">{entry.name}</span>
                <span className="lm-phone-field__code">{entry.code}</span>
                <bdi className="lm-phone-field__dial">{entry.dialCode}</bdi>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
        <FieldError className="lm-field__error">{countryErrorMessage}</FieldError>
      </AriaSelect>
      <AriaTextField
        className="lm-field lm-phone-field__number"
        type="tel"
        value={phone}
        onChange={onPhoneChange}
        onBlur={() => setTouched(true)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={isInvalid}
        autoComplete="tel-national"
      >
        <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
        <Input className="lm-input lm-input--numeric" />
        <FieldError className="lm-field__error">{message}</FieldError>
      </AriaTextField>
    </div>
  );
}
