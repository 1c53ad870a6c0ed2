import { useId } from 'react';

/** A labelled day picker (the browser's own, YYYY-MM-DD); the kit has no date field yet. */
export function DayField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="lm-field">
      <label htmlFor={id} className="lm-field__label">
        {props.label}
      </label>
      <input
        id={id}
        className="lm-input"
        type="date"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
