import type { ReactNode } from 'react';
import './check-box.css';

/** Props of CheckBox. */
export interface CheckBoxProps {
  readonly isSelected: boolean;
  readonly isDisabled?: boolean;
  readonly onChange: (isSelected: boolean) => void;
  /** The label. */
  readonly children: ReactNode;
}

/**
 * A checkbox of the counter's forms with a drawn box: the browser's own input (its role, keys,
 * label click and form state), hidden under the box. It replaced React Aria's Checkbox, whose
 * code (2.8 KB gzip) the sidebar's checkout put in every first load of /services.
 */
export function CheckBox({ isSelected, isDisabled = false, onChange, children }: CheckBoxProps) {
  return (
    <label className="pos-check">
      <input
        type="checkbox"
        className="pos-check__input"
        checked={isSelected}
        disabled={isDisabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className="pos-check__box" aria-hidden="true" />
      {children}
    </label>
  );
}
