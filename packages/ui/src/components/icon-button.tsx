import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import './icon-button.css';

/** Props of IconButton. */
export interface IconButtonProps {
  /** The accessible name, required because the button shows only an icon. */
  label: string;
  /** The icon (an inline SVG or a character); hidden from assistive technology. */
  icon: ReactNode;
  variant?: 'plain' | 'outline';
  isDisabled?: boolean;
  /** Marks an icon that points along the reading direction (arrows), so Arabic mirrors it. */
  isDirectional?: boolean;
  onPress?: () => void;
}

/** A square button showing only an icon, named by `label` for screen readers. */
export function IconButton({
  label,
  icon,
  variant = 'plain',
  isDisabled,
  isDirectional,
  onPress,
}: IconButtonProps) {
  return (
    <AriaButton
      aria-label={label}
      className={`lm-icon-button lm-icon-button--${variant}`}
      isDisabled={isDisabled}
      onPress={onPress}
    >
      <span
        className={isDirectional ? 'lm-icon-button__icon lm-mirror' : 'lm-icon-button__icon'}
        aria-hidden="true"
      >
        {icon}
      </span>
    </AriaButton>
  );
}
