import './spinner.css';

/** Props of Spinner. */
export interface SpinnerProps {
  /** Accessible name; without it the spinner is decorative (a busy label sits beside it). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A spinning ring that shows work in progress. */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return label === undefined ? (
    <span className={`lm-spinner lm-spinner--${size}`} aria-hidden="true" />
  ) : (
    <span className={`lm-spinner lm-spinner--${size}`} role="status" aria-label={label} />
  );
}
