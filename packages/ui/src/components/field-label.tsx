import type { ReactNode } from 'react';
import { Label } from 'react-aria-components';
import './field.css';

/** Props of FieldLabel. */
export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean | undefined;
}

/**
 * The label of every field of the kit, with the red `*` after the text when the field is
 * required. The mark is decorative (aria-hidden): the control itself tells assistive
 * technology that it is required, so its name stays the plain label.
 */
export function FieldLabel({ children, isRequired = false }: FieldLabelProps) {
  return (
    <Label className="lm-field__label">
      {children}
      {isRequired ? (
        <span className="lm-field__required" aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}
