import { OFFICE_NAME_MAX_LENGTH } from '@lamaa/domain';
import { TextField } from '@lamaa/ui';

/** One language's half of a name pair: what is typed, its change, and its problem if marked. */
export interface NameHalf {
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly errorMessage?: string;
}

/**
 * A name in English and Arabic, side by side and both required, as the office asks every name
 * (a branch's, an employee's, the business's legal one, a catalogue entry's). The inputs are
 * named `${inputName}_en` and `${inputName}_ar` when `inputName` is given; each takes up to
 * `maxLength` characters, by default as many as the office's own names (branch, staff, business).
 */
export function NamePairFields(props: {
  labels: { readonly en: string; readonly ar: string };
  inputName?: string;
  maxLength?: number;
  en: NameHalf;
  ar: NameHalf;
}) {
  const half = (language: 'en' | 'ar') => {
    const { value, onChange, errorMessage } = props[language];
    return (
      <TextField
        label={props.labels[language]}
        {...(props.inputName === undefined ? {} : { name: `${props.inputName}_${language}` })}
        isRequired
        maxLength={props.maxLength ?? OFFICE_NAME_MAX_LENGTH}
        value={value}
        onChange={onChange}
        {...(errorMessage === undefined ? {} : { errorMessage })}
      />
    );
  };
  return (
    <div className="office-form__row">
      {half('en')}
      {half('ar')}
    </div>
  );
}
