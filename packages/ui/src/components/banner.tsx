import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.js';
import { Button } from './button.js';
import './banner.css';

/** Props of Banner. */
export interface BannerProps {
  tone: 'error' | 'warning' | 'info' | 'success';
  title?: string;
  children: ReactNode;
  /** An action beside the text, e.g. a Copy button. */
  action?: ReactNode;
  /** Shows the kit's Retry button, which calls this (for a failed load). */
  onRetry?: () => void;
}

/**
 * An inline message above a form or list (the error banner of the customer dialog).
 * Errors are announced at once (role alert), the others politely (role status).
 */
export function Banner({ tone, title, children, action, onRetry }: BannerProps) {
  const t = useMessages();
  return (
    <div className={`lm-banner lm-banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="lm-banner__text">
        {title !== undefined ? <p className="lm-banner__title">{title}</p> : null}
        <div>{children}</div>
      </div>
      {action}
      {onRetry !== undefined ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}
