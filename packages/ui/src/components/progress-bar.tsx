import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import './progress-bar.css';

/** Props of ProgressBar. */
export interface ProgressBarProps {
  label: string;
  /** 0 to 100; leave out for an indeterminate bar. */
  value?: number;
}

/** A labelled progress bar (uploads, long saves); it fills from the inline start in both languages. */
export function ProgressBar({ label, value }: ProgressBarProps) {
  return (
    <AriaProgressBar className="lm-progress" value={value} isIndeterminate={value === undefined}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className="lm-progress__row">
            <Label className="lm-progress__label">{label}</Label>
            {isIndeterminate ? null : <span className="lm-progress__value">{valueText}</span>}
          </div>
          <div className="lm-progress__track">
            <div
              className={
                isIndeterminate
                  ? 'lm-progress__fill lm-progress__fill--indeterminate'
                  : 'lm-progress__fill'
              }
              style={isIndeterminate ? undefined : { inlineSize: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
