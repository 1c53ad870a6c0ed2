import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Spinner } from './spinner.js';
import './button.css';

/** Props of Button. */
export interface ButtonProps {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'outline' | 'danger' | 'ghost';
  size?: 'sm' | 'md';
  type?: 'button' | 'submit' | 'reset';
  isDisabled?: boolean;
  /** Shows a spinner and `busyLabel` instead of the label; the button stays focusable but inert. */
  isBusy?: boolean;
  /** The label while busy, e.g. t('busy.creating') → "Creating...". */
  busyLabel?: string;
  isFullWidth?: boolean;
  /**
   * Out of the Tab order (tabindex -1), still focusable by script and reachable by screen
   * readers: for a button inside a widget that moves focus itself, such as a grid of cards.
   */
  excludeFromTabOrder?: boolean;
  onPress?: () => void;
}

/**
 * The kit's button, on React Aria (keyboard, touch and pending state handled).
 * @example <Button isBusy={saving} busyLabel={t('busy.creating')}>Create Customer</Button>
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  type = 'button',
  isDisabled,
  isBusy = false,
  busyLabel,
  isFullWidth,
  excludeFromTabOrder,
  onPress,
}: ButtonProps) {
  return (
    <AriaButton
      type={type}
      className={`lm-button lm-button--${variant} lm-button--${size}${isFullWidth ? ' lm-button--full' : ''}`}
      isDisabled={isDisabled}
      isPending={isBusy}
      excludeFromTabOrder={excludeFromTabOrder}
      onPress={onPress}
    >
      {isBusy ? (
        <>
          <Spinner size="sm" />
          <span>{busyLabel ?? children}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
